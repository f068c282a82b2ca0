import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { sharedMessage } from '../../../i18n/shared-messages';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

const promises = [
  msg`Pay cash when your order arrives`,
  msg`Keep your cart on every device`,
  msg`Follow every order in one place`,
];

/**
 * The frame of every account page: one card on phones; on wide screens the card gains a brand
 * panel beside the form.
 */
export function AuthCard({ title, description, children }: AuthCardProps) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="auth-title"
      className="relative isolate min-h-[calc(100dvh-4rem)] overflow-hidden bg-linear-to-br from-brand-50 via-ink-50 to-brand-100 px-4 py-8 sm:px-6 sm:py-14"
    >
      <div
        aria-hidden="true"
        className="absolute -top-28 -right-24 -z-10 size-72 rounded-full bg-saffron/20 blur-3xl"
      />
      <div className="mx-auto grid w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-xl ring-1 shadow-brand-900/5 ring-ink-200/70 lg:max-w-4xl lg:grid-cols-[1fr_1.15fr]">
        <div
          aria-hidden="true"
          className="relative hidden flex-col justify-between bg-linear-to-br from-brand-700 to-brand-900 p-10 text-white lg:flex"
        >
          <div className="absolute -bottom-16 -left-16 size-64 rounded-full bg-saffron/30 blur-2xl" />
          <div className="flex items-center gap-3">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white shadow-md">
              <img src="/logo.svg" alt="" width={36} height={36} className="size-9" />
            </span>
            <span className="text-2xl font-extrabold tracking-tight">Haat</span>
          </div>
          <div className="relative">
            <p className="text-3xl leading-tight font-bold">{sharedMessage(i18n, 'tagline')}</p>
            <ul className="mt-6 space-y-3 text-brand-50">
              {promises.map((promise) => (
                <li key={promise.id} className="flex items-center gap-3">
                  <span className="size-2 shrink-0 rounded-full bg-saffron" />
                  {i18n._(promise)}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="px-5 py-7 sm:px-10 sm:py-10">
          <h1
            id="auth-title"
            className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {title}
          </h1>
          {description && <div className="mt-2 text-ink-700">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </section>
  );
}
