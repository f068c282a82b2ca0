import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from './LanguageProvider';

/**
 * The header's English / हिंदी switch: names the other language in its own script, switches
 * the app to it and keeps the choice (the `lang` cookie, and the account when signed in).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
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
      }}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-ink-800 hover:bg-brand-50 ${className}`}
    >
      {other === 'hi' ? 'हिंदी' : 'English'}
    </button>
  );
}
