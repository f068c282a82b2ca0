import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { secondaryButtonClass } from '../../../components/styles';

/** Back and Home buttons and the page heading (docs/product.md, "Agent dashboard"). */
export function DashboardHeading({ title, children }: { title: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex gap-2">
        <button type="button" onClick={() => void navigate(-1)} className={secondaryButtonClass}>
          <Trans>Back</Trans>
        </button>
        <button type="button" onClick={() => void navigate('/')} className={secondaryButtonClass}>
          <Trans>Home</Trans>
        </button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}
