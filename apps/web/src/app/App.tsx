import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { persistSession, restoreSession } from '../lib/persisted-session';
import { makeQueryClient } from '../lib/react-query';
import { checkSession } from '../lib/session-check';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

type Navigate = (to: string) => void;

function RouterBridge({ onNavigate }: { onNavigate: (navigate: Navigate) => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => onNavigate((to) => void navigate(to)), [navigate, onNavigate]);
  return null;
}

export function App() {
  // The client navigates (after a 401) through whatever the router last handed it.
  const navigateInRouter = useRef<Navigate>((to) => window.location.assign(to));
  const [client] = useState(() => {
    const made = makeQueryClient({ navigate: (to) => navigateInRouter.current(to) });
    // The saved session shows with the first render (docs/decisions/113-persisted-session.md).
    restoreSession(made, window.localStorage);
    return made;
  });
  const onNavigate = useCallback((navigate: Navigate) => {
    navigateInRouter.current = navigate;
  }, []);

  useEffect(() => persistSession(client, window.localStorage), [client]);
  // Once the saved session is read back, ask the server whether it still holds
  // (docs/product.md, "Session").
  useEffect(() => void checkSession(client, (to) => navigateInRouter.current(to)), [client]);

  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <RouterBridge onNavigate={onNavigate} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
