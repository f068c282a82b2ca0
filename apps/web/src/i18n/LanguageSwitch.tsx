import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { callApi } from '../lib/fetch-json';
import { useCurrentUser } from '../lib/session';
import { useLanguage } from './LanguageProvider';

/**
 * The header's English / हिंदी switch: names the other language in its own script, switches
 * the app to it and keeps the choice (the `lang` cookie, and the account when signed in).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const user = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const other = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={other}
      disabled={busy}
      aria-label={other === 'hi' ? 'हिंदी में देखें' : t`Show in English`}
      onClick={() => {
        setBusy(true);
        void setLanguage(other).finally(() => setBusy(false));
        // Signed in, the account keeps it too, so mails and SMS follow; the cookie already
        // holds the choice on this device if the call fails.
        if (user) void callApi('account.language.set', { body: { lang: other } }).catch(() => null);
      }}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-ink-800 hover:bg-brand-50 ${className}`}
    >
      {other === 'hi' ? 'हिंदी' : 'English'}
    </button>
  );
}
