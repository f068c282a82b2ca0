import { useState, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { englishWithEveryCatalogue } from './catalogues';

function InEnglish({ children }: { children: ReactNode }) {
  const [i18n] = useState(englishWithEveryCatalogue);
  return <LanguageProvider i18n={i18n}>{children}</LanguageProvider>;
}

/**
 * Testing Library's render with the app's messages (English), for a component tested on its
 * own, without the query client and router of `renderWithProviders`.
 */
export function renderInEnglish(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: InEnglish, ...options });
}
