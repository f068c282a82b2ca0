import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../i18n/shared-messages';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/session';

const quickLinks = [
  { to: '/', label: msg`Home` },
  { to: '/my-orders', label: msg`My orders` },
  { to: '/cart', label: msg`Cart` },
];

/**
 * docs/product.md, "Header and footer": brand, tagline, copyright with the current year; quick
 * links when signed in.
 */
export function Footer() {
  const { i18n } = useLingui();
  const user = useCurrentUser();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-ink-900 text-ink-200 [&_:focus-visible]:outline-brand-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6">
        <div>
          <p className="text-2xl font-extrabold tracking-tight text-white">Haat</p>
          <p className="mt-2 max-w-sm text-ink-200">{sharedMessage(i18n, 'tagline')}</p>
        </div>
        {user && (
          <nav aria-labelledby="footer-quick-links" className="sm:justify-self-end">
            <h2
              id="footer-quick-links"
              className="text-sm font-semibold tracking-wide text-white uppercase"
            >
              <Trans>Quick Links</Trans>
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {quickLinks.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-ink-200 underline-offset-4 hover:text-white hover:underline"
                  >
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-ink-300 sm:px-6">
          <Trans>© {year} Haat. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
