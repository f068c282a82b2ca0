import { ToWords } from 'to-words';

/**
 * Amounts in words for invoices, in the Indian system (lakh, crore), by the `to-words` package
 * (docs/decisions/165-amount-in-words.md); only the wording around its numbers is ours.
 */
const toWords = new ToWords({ localeCode: 'en-IN' });

const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const COMPOUND = new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g');

/** A whole number in words, compound tens hyphenated: 123456 → 'One Lakh Twenty-Three …'. */
function words(whole: number): string {
  return toWords.convert(whole).replace(COMPOUND, '$1-$2');
}

/**
 * Paise in words as an invoice says them: 12345650 → 'Rupees One Lakh Twenty-Three Thousand
 * Four Hundred Fifty-Six and Fifty Paise Only'; 50 → 'Fifty Paise Only'; 1 → 'One Paisa Only'; 0 → 'Rupees Zero Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`An amount in paise is a whole number ≥ 0: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (rest === 0) return `Rupees ${words(rupees)} Only`;
  const paiseWords = `${words(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
  return rupees === 0 ? paiseWords : `Rupees ${words(rupees)} and ${paiseWords}`;
}
