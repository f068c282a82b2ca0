import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/es/integration/react';
import { FullScreenLoader } from '../components/FullScreenLoader';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** The store, shown only once the saved session has been read back. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={<FullScreenLoader />}>
        {children}
      </PersistGate>
    </Provider>
  );
}
