import { DATE_LOCALE, type Language } from '@haat/contracts';
import { dateFormat } from './intl-formats';

/**
 * docs/product.md, "Constants and limits": order dates in the en-GB format (21/11/2026), in the
 * shopper's own time zone; in Hindi, the hi-IN form (issue 30).
 */
export function formatOrderDate(iso: string, language: Language = 'en'): string {
  return dateFormat(DATE_LOCALE[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}
