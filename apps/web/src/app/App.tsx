import { RouterProvider } from 'react-router/dom';
import { persistStore } from 'redux-persist';
import { checkSession } from '../lib/session-check';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { makeStore } from './store';

const router = createAppRouter();
const store = makeStore({
  navigate: (to) => void router.navigate(to),
});
// Once the saved session is read back, ask the server whether it still holds (spec 4).
const persistor = persistStore(store, null, () => void store.dispatch(checkSession()));

export function App() {
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
