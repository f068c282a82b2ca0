import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'haat:scroll';
/** How long Back waits for the page to grow tall enough (lazy page, cached lists). */
const RESTORE_FOR_MS = 1500;

function saved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function save(key: string, y: number) {
  try {
    const all = saved();
    all[key] = y;
    // Only the latest entries matter; keep the store small.
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - 50))) delete all[old];
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: Back then starts at the top.
  }
}

/**
 * The scroll to the top on every new page (docs/product.md, "Navigation and loading"), and, as
 * shopping apps do, Back (or Forward) returns to where the shopper was on that page: a listing or
 * home with the products it had loaded (kept by the fetch layer) at the same place. A change of
 * search or category on the same page keeps the scroll.
 */
export function ScrollMemory() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  // The entry the scroll position belongs to, and the page shown before this one.
  const entry = useRef(key);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(entry.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = key;
    const samePage = shownPath.current === pathname;
    const firstPage = shownPath.current === null;
    shownPath.current = pathname;
    if (navigationType !== 'POP') {
      // A new search or category on the same page keeps the shopper where they are.
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    // A page the server rendered can be scrolled before the app runs: the shopper stays there.
    if (firstPage && window.scrollY > 0) return;
    const target = saved()[key] ?? 0;
    // The page may still be loading: try until it is tall enough, or give up after a while.
    const until = Date.now() + RESTORE_FOR_MS;
    let frame = 0;
    const attempt = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 2 && Date.now() < until) {
        frame = requestAnimationFrame(attempt);
      }
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname, navigationType]);

  return null;
}
