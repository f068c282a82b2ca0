import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Language } from '@haat/contracts';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { LanguageProvider } from '../i18n/LanguageProvider';

interface AppProvidersProps {
  client: QueryClient;
  /** The render's i18n instance (docs/decisions/271-hindi-beside-english-lingui.md); English without one. */
  i18n?: I18n | undefined;
  /** Keeps a switch of language (cookie, account). */
  onLanguageSwitched?: ((language: Language) => void) | undefined;
  children: ReactNode;
}

/** The server data's client (lib/react-query) and the messages, for the app and the tests' renders. */
export function AppProviders({ client, i18n, onLanguageSwitched, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider i18n={i18n} onSwitched={onLanguageSwitched}>
        <AccountLanguage />
        {children}
      </LanguageProvider>
    </QueryClientProvider>
  );
}
