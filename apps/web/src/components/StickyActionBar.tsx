import type { ReactNode } from 'react';

interface StickyActionBarProps {
  /** What the action is about, such as the total; shown to the left of it. */
  summary: ReactNode;
  /** The page's next step, such as 'Proceed to Checkout'. */
  children: ReactNode;
  label: string;
}

/**
 * A bar fixed to the bottom of a phone's screen with a summary and the page's next step, as
 * shopping apps have it; the page leaves room for it (`stickyBarRoomClass`).
 */
export function StickyActionBar({ summary, children, label }: StickyActionBarProps) {
  return (
    <div
      role="region"
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-ink-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur"
    >
      <div className="min-w-0 flex-1">{summary}</div>
      <div className="shrink-0">{children}</div>
    </div>
  );
}

/** Bottom padding that keeps a page's end clear of the bar. */
export const stickyBarRoomClass = 'pb-24';
