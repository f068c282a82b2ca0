import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

interface LeaveGuard {
  /** A move away is held: show the question. */
  asking: boolean;
  /** Leave after all. */
  proceed: () => void;
  /** Stay on the page. */
  cancel: () => void;
}

/**
 * Asks before leaving a page with unsaved changes. React Router's declarative mode, which the
 * app uses to keep the data router off the first load, has no `useBlocker`, so this holds the
 * two ways a person leaves: a click on an in-app link (caught before the router's own handler)
 * and a move through history — the browser's Back, or a Back button calling `navigate(-1)` —
 * whose `popstate` is caught before the router hears it (a window's capturing listener runs
 * first) and undone until the person answers. A reload or closing the tab gets the browser's
 * own prompt. Programmatic pushes (after a save) are never held; a button that leaves (the
 * dashboard's Back) goes through `leaveOr`, which asks first when a guard holds.
 */
let askBeforeLeaving: ((go: () => void) => void) | null = null;

/**
 * Runs `go` (a move away, such as a Back button's `navigate(-1)`), or first asks the page's
 * leave guard when it holds unsaved changes.
 */
export function leaveOr(go: () => void): void {
  if (askBeforeLeaving) askBeforeLeaving(go);
  else go();
}

export function useLeaveGuard(when: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [leave, setLeave] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    let released = false;
    let undoing = false;

    function onClick(event: MouseEvent) {
      if (released || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) {
        return;
      }
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setLeave(() => () => {
        released = true;
        void navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    }

    function onPopState(event: PopStateEvent) {
      if (released) return;
      event.stopImmediatePropagation();
      if (undoing) {
        undoing = false;
        return;
      }
      // The address already moved back: step forward again, then ask.
      undoing = true;
      window.history.go(1);
      setLeave(() => () => {
        released = true;
        window.history.go(-1);
      });
    }

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!released) event.preventDefault();
    }

    const ask = (go: () => void) =>
      setLeave(() => () => {
        released = true;
        go();
      });
    askBeforeLeaving = ask;

    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      if (askBeforeLeaving === ask) askBeforeLeaving = null;
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigate]);

  return {
    asking: leave !== null,
    proceed: () => {
      const go = leave;
      setLeave(null);
      go?.();
    },
    cancel: () => setLeave(null),
  };
}
