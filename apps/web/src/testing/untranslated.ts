// What a screen in Hindi must not show (issue 30, "Tests"), for the Hindi screen tests.
import { messages as serverEnglish } from '@haat/contracts/locales/en';
import { catalogueFiles, readCatalogue } from '../i18n/catalogue-files';
import { shellCatalogue } from '../i18n/i18n';
import { FEATURE_CATALOGUES } from './catalogues';

/** Every message id of the app's catalogues, the shell's and the features'. */
export const ids = [
  ...new Set(
    [shellCatalogue, ...FEATURE_CATALOGUES].flatMap((catalogue) => Object.keys(catalogue.english)),
  ),
];
const english = new Map(catalogueFiles('en').flatMap((file) => [...readCatalogue(file)]));

/** Every text a reader gets from the page: each of its words' nodes and accessible names. */
function textsOf(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push((node.textContent ?? '').trim());
  }
  for (const el of root.querySelectorAll('[aria-label]'))
    texts.push(el.getAttribute('aria-label')!);
  return texts.filter(Boolean);
}

/**
 * The raw ids and the untranslated English messages (without placeholders) on the page; with
 * `server`, the server's sentences too (contracts' catalogue: the spec's texts a screen shows
 * from `MESSAGES`).
 */
export function untranslated(root: HTMLElement, { server = false } = {}): string[] {
  const texts = textsOf(root);
  const rawIds = ids.filter((id) =>
    texts.some((text) => new RegExp(`(^|\\W)${escape(id)}(\\W|$)`).test(text)),
  );
  const sentences = server ? [...english.keys(), ...Object.keys(serverEnglish)] : english.keys();
  const englishLeft = [...new Set(sentences)].filter(
    (message) => !message.includes('{') && /[a-z]{3}/i.test(message) && texts.includes(message),
  );
  return [...rawIds, ...englishLeft];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
