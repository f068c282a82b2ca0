import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../lib/session';
import { useLanguage } from './LanguageProvider';

/**
 * The open app takes the account's language at sign-in, without a page load: sign-in answers
 * `lang` (and sets the cookie; docs/decisions/282-the-account-language-at-sign-in.md), and
 * this switches the screens, their catalogues and `<html lang>` to it
 * (docs/decisions/321-the-open-app-follows-the-account-language.md). Only a new sign-in
 * counts: a later switch in the header is the reader's, and a session read back from the
 * device carries no language.
 */
export function AccountLanguage() {
  const user = useCurrentUser();
  const { language, setLanguage } = useLanguage();
  const followed = useRef<string | null>(null);
  const id = user?._id ?? null;
  const wanted = user?.lang;

  useEffect(() => {
    if (id === followed.current) return;
    followed.current = id;
    if (wanted && wanted !== language) void setLanguage(wanted);
    // Only when someone else signs in: the language is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, wanted]);
  return null;
}
