import { useLingui } from '@lingui/react';
import { sharedMessage, type SharedMessageKey } from './shared-messages';

/**
 * A shared text in the reader's language, read when it renders: for a toast raised where no
 * render's instance is at hand (the session's end, from the query client), since toasts render
 * inside the app's providers.
 */
export function SharedText({ name }: { name: SharedMessageKey }) {
  const { i18n } = useLingui();
  return sharedMessage(i18n, name);
}
