import type { ReactNode } from 'react';
import { cardClass } from '../styles';

interface FigureCardProps {
  label: string;
  value: string;
  /** What the figure counts, under it. */
  hint?: string;
  /** More `<dd>`s: the change from the period before. */
  children?: ReactNode;
  /**
   * `card` stands on the page (the admin dashboard); `inset` sits inside a card (the agent's
   * business on their dashboard).
   */
  look?: 'card' | 'inset';
}

/** One figure of a dashboard: a `dt` and its `dd`s, for a `<dl>` of figures. */
export function FigureCard({ label, value, hint, children, look = 'card' }: FigureCardProps) {
  const inset = look === 'inset';
  return (
    <div className={inset ? 'rounded-xl bg-ink-100/70 px-3 py-2' : `${cardClass} px-4 py-3`}>
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd
        className={`font-bold text-ink-900 tabular-nums ${inset ? 'text-lg' : 'text-xl sm:text-2xl'}`}
      >
        {value}
      </dd>
      {hint && <dd className="text-xs text-ink-700">{hint}</dd>}
      {children}
    </div>
  );
}
