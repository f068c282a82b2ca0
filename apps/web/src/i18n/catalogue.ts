import { use } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@haat/contracts';

/**
 * One part's messages (docs/decisions/274-a-catalogue-per-feature.md): its English, imported
 * by the part's own modules so that it travels in their chunk, and its Hindi, a chunk of its
 * own fetched only for a Hindi reader. `lingui.config.ts` says which files each one holds.
 */
export interface Catalogue {
  readonly name: string;
  readonly english: Messages;
  readonly hindi: () => Promise<{ messages: Messages }>;
}

export function defineCatalogue(
  name: string,
  english: Messages,
  hindi: () => Promise<{ messages: Messages }>,
): Catalogue {
  // A Hindi page fetches the part's Hindi as soon as the part's code arrives, beside it
  // rather than after it (the import is fetched once; `loadCatalogue` gets the same module).
  if (typeof document !== 'undefined' && document.documentElement.lang === 'hi') {
    void hindi().catch(() => undefined);
  }
  return { name, english, hindi };
}

/** What an i18n instance holds: the catalogues its screens used, and each one's load by language. */
interface Held {
  catalogues: Set<Catalogue>;
  loads: Map<string, Promise<void>>;
}

const held = new WeakMap<I18n, Held>();

function heldBy(i18n: I18n): Held {
  let state = held.get(i18n);
  if (!state) {
    state = { catalogues: new Set(), loads: new Map() };
    held.set(i18n, state);
  }
  return state;
}

const keyOf = (catalogue: Catalogue, language: Language) => `${catalogue.name} ${language}`;

/**
 * Puts `messages` into the instance. A copy: Lingui keeps the first object it is given and
 * adds later ones into it, and the compiled catalogue is shared by every instance.
 */
function put(i18n: I18n, catalogue: Catalogue, language: Language, messages: Messages): void {
  const state = heldBy(i18n);
  state.catalogues.add(catalogue);
  i18n.load(language, { ...messages });
  const key = keyOf(catalogue, language);
  state.loads.set(key, fulfilled(state.loads.get(key)));
}

/**
 * A load that is done, marked the way React's `use` reads a settled promise, so that a screen
 * whose catalogue is there renders at once (`use` is called on every render, as React requires).
 */
function fulfilled(load: Promise<void> = Promise.resolve()): Promise<void> {
  return Object.assign(load, { status: 'fulfilled', value: undefined });
}

/** Loads `catalogue` in `language` into the instance, once (a failed load is tried again). */
export function loadCatalogue(i18n: I18n, catalogue: Catalogue, language: Language): Promise<void> {
  const state = heldBy(i18n);
  state.catalogues.add(catalogue);
  const key = keyOf(catalogue, language);
  let load = state.loads.get(key);
  if (!load) {
    load = (
      language === 'hi' ? catalogue.hindi() : Promise.resolve({ messages: catalogue.english })
    )
      .then(({ messages }) => put(i18n, catalogue, language, messages))
      .catch((error: unknown) => {
        state.loads.delete(key);
        throw error;
      });
    state.loads.set(key, load);
  }
  return load;
}

/** An instance in `language` with the English of `catalogues`, ready at once (English only). */
export function englishInstanceWith(i18n: I18n, catalogues: readonly Catalogue[]): I18n {
  for (const catalogue of catalogues) put(i18n, catalogue, 'en', catalogue.english);
  return i18n;
}

/**
 * Switches the instance to `language`: first the new language of every catalogue its screens
 * have used, so that no screen shows a message its catalogue lacks.
 */
export async function switchCatalogues(i18n: I18n, language: Language): Promise<void> {
  const catalogues = [...heldBy(i18n).catalogues];
  await Promise.all(catalogues.map((catalogue) => loadCatalogue(i18n, catalogue, language)));
  i18n.activate(language);
}

/**
 * A screen's catalogue, before it renders: suspends (the nearest Suspense shows its fallback,
 * and the server's render waits for it) until the instance has it in the current language.
 */
export function useCatalogue(catalogue: Catalogue): void {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  use(loadCatalogue(i18n, catalogue, language));
}
