import { useId, type ReactNode } from 'react';
import { cardClass } from '../../../components/styles';

interface SectionProps {
  title: string;
  description: string;
  /** Shown at the heading's end, such as '+ Add address'. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of My account: a heading, what it is for, and its content. */
export function Section({ title, description, action, children }: SectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardClass} p-5 sm:p-7`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-ink-900 sm:text-xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{description}</p>
        </div>
        {action}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A small busy-aware button of a section. */
export const smallButtonClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-60';
