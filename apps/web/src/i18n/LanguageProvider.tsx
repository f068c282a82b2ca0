import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@haat/contracts';
import { activate, makeEnglishI18n } from './i18n';

interface LanguageState {
  language: Language;
  /** Switches the app to `language`; resolves once it shows. */
  setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  setLanguage: async () => undefined,
});

interface LanguageProviderProps {
  /** The render's own instance (a tab's, or a page the server renders); English without one. */
  i18n?: I18n | undefined;
  /** Called after a switch: keeps the choice (cookie, account). */
  onSwitched?: ((language: Language) => void) | undefined;
  children: ReactNode;
}

/** Lingui's provider with the reader's language and its switch (the header's English / हिंदी). */
export function LanguageProvider({ i18n: given, onSwitched, children }: LanguageProviderProps) {
  const [i18n] = useState(() => given ?? makeEnglishI18n());
  const [language, setShown] = useState<Language>(() =>
    isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE,
  );
  const setLanguage = useCallback(
    async (next: Language) => {
      await activate(i18n, next);
      setShown(next);
      onSwitched?.(next);
    },
    [i18n, onSwitched],
  );
  const state = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext value={state}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext>
  );
}

/** The reader's language and its switch. */
export function useLanguage(): LanguageState {
  return use(LanguageContext);
}
