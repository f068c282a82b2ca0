import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter, useNavigate } from 'react-router';
import { persistSession, restoreSession } from '../lib/persisted-session';
import { makeQueryClient } from '../lib/react-query';
import { checkSession } from '../lib/session-check';
import { followBrowserOnline } from '../lib/use-online';
import { rememberLanguage } from '../i18n/i18n';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

type Navigate = (to: string) => void;

function RouterBridge({ onNavigate }: { onNavigate: (navigate: Navigate) => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => onNavigate((to) => void navigate(to)), [navigate, onNavigate]);
  return null;
}

interface AppProps {
  /**
   * The server data of a page the server rendered (entry-server): the app starts from it and
   * renders what the server did, for a visitor who is not signed in.
   */
  serverState?: DehydratedState | undefined;
  /** The tab's i18n instance, in the reader's language (main.tsx). */
  i18n?: I18n | undefined;
}

/** A switch of language is kept in the `lang` cookie, and the page's `lang` follows. */
function keepLanguage(language: 'en' | 'hi') {
  rememberLanguage(document, language);
}

export function App({ serverState, i18n }: AppProps) {
  // The client navigates (after a 401) through whatever the router last handed it.
  const navigateInRouter = useRef<Navigate>((to) => window.location.assign(to));
  const [client] = useState(() => {
    followBrowserOnline();
    const made = makeQueryClient({ navigate: (to) => navigateInRouter.current(to) });
    if (serverState) hydrate(made, serverState);
    // The saved session shows with the first render (docs/decisions/113-persisted-session.md),
    // except on a page the server rendered: its first render must be the server's, so the
    // signed-in header and cart count fill in just after (docs/decisions/192-server-rendering.md).
    else restoreSession(made, window.localStorage);
    return made;
  });
  const onNavigate = useCallback((navigate: Navigate) => {
    navigateInRouter.current = navigate;
  }, []);

  useEffect(() => {
    if (serverState) restoreSession(client, window.localStorage);
    return persistSession(client, window.localStorage);
    // Once, at the start: the server's state is the first render's only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  // Once the saved session is read back, ask the server whether it still holds
  // (docs/product.md, "Session").
  useEffect(() => void checkSession(client, (to) => navigateInRouter.current(to)), [client]);

  return (
    <AppProviders client={client} i18n={i18n} onLanguageSwitched={keepLanguage}>
      <BrowserRouter>
        <RouterBridge onNavigate={onNavigate} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
