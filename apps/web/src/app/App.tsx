import { useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { persistStore } from 'redux-persist';
import { checkSession } from '../lib/session-check';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';
import { makeStore } from './store';

// The store navigates (after a 401) through whatever the router last handed it.
let navigateInRouter: (to: string) => void = (to) => window.location.assign(to);
const store = makeStore({ navigate: (to) => navigateInRouter(to) });
// Once the saved session is read back, ask the server whether it still holds (spec 4).
const persistor = persistStore(store, null, () => void store.dispatch(checkSession()));

function RouterBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    navigateInRouter = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

export function App() {
  return (
    <AppProviders store={store} persistor={persistor}>
      <BrowserRouter>
        <RouterBridge />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
