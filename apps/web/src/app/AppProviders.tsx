import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

interface AppProvidersProps {
  client: QueryClient;
  children: ReactNode;
}

/** The server data's client (lib/react-query), for the app and for the tests' renders. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
