import { RouterProvider } from 'react-router/dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';
import { makeStore } from './store';

const router = createAppRouter();
const store = makeStore({
  navigate: (to) => void router.navigate(to),
});
const persistor = persistStore(store);

export function App() {
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
