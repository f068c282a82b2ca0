import { useLingui } from '@lingui/react/macro';
import { useNavigationWaiting } from '../lib/navigation-progress';

/**
 * A thin bar across the top of the screen while a navigation waits on its page or its data
 * (lib/navigation-progress.ts). It shows after a moment, so quick answers never flash it.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const waiting = useNavigationWaiting();
  if (!waiting) return null;
  return (
    <div
      role="progressbar"
      aria-label={t`Loading the page`}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 animate-fade-in-soon overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-progress-slide rounded-full bg-brand-600" />
    </div>
  );
}
