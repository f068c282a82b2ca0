import { useLayoutEffect } from 'react';

/**
 * The browser tab's title while the page is shown; the shop's own title comes back when it
 * leaves. React 19 would lift a `<title>` element into the head, but the app ships Preact
 * (docs/decisions.md), which leaves it in the body where it changes nothing.
 */
export function PageTitle({ children }: { children: string }) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = children;
    return () => {
      document.title = previous;
    };
  }, [children]);
  return null;
}
