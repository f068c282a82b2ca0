/**
 * A grey placeholder block that pulses while content loads. Hidden from assistive technology:
 * the region it stands in for says 'Loading…' once instead.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-lg bg-ink-200 ${className}`} />;
}
