import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref is at least `threshold` visible in the
 * viewport, watched with an IntersectionObserver.
 *
 * A new `round` forgets what was seen and asks afresh: an infinite list passes its page count,
 * so a marker that the new page pushed out of view is not taken as still visible while the
 * observer's next report is on its way.
 */
export function useInView<T extends Element>(
  threshold: number,
  round: string | number = 0,
): [ref: (element: T | null) => void, inView: boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState({ round, inView: false });

  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        // Browsers may report a ratio a hair under the threshold they just crossed.
        const inView = entry.isIntersecting && entry.intersectionRatio >= threshold - 0.01;
        setSeen({ round, inView });
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, threshold, round]);

  return [setElement, seen.round === round && seen.inView];
}
