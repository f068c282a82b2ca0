import type { ReactNode } from 'react';

/** A dashboard screen's heading (under the layout's 'Dashboard') and its tab title. */
export function PageHeading({ children, actions }: { children: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <title>{`${children} · Haat admin`}</title>
      <h2 className="text-xl font-bold text-ink-900 sm:text-2xl">{children}</h2>
      {actions}
    </div>
  );
}
