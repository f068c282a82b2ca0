import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/PageTitle';

/** A dashboard screen's heading (under the layout's 'Dashboard') and its tab title. */
export function PageHeading({ children, actions }: { children: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <PageTitle>{`${children} · Haat admin`}</PageTitle>
      <h2 className="text-xl font-bold text-ink-900 sm:text-2xl">{children}</h2>
      {actions}
    </div>
  );
}
