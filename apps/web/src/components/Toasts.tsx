import { useEffect, useState } from 'react';
import type { ToastContainer } from 'react-toastify';
import { TOAST } from '@haat/contracts';
import { whenToastsWanted } from '../lib/show-toast';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../lib/use-media-query';

/** Toasts start under the fixed header (4rem), so they never cover its cart icon. */
const BELOW_HEADER = { top: 'calc(4rem + 0.5rem)' };

/**
 * Where toasts appear, with the defaults of docs/product.md, "Toasts". Nothing is loaded until the
 * first toast is asked for (lib/show-toast.ts), so the toast library stays out of the first page
 * load; the library keeps a toast raised before its container is there and shows it then. They
 * appear under the header, and one at a time on a phone, the newest replacing the one showing
 * (lib/show-toast.ts).
 */
export function Toasts() {
  // A phone shows one toast at a time, across the top under the header.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [container, setContainer] = useState<{ Component: typeof ToastContainer } | null>(null);

  useEffect(() => {
    let mounted = true;
    const unsubscribe = whenToastsWanted(() => {
      import('react-toastify').then(
        ({ ToastContainer: Component }) => mounted && setContainer({ Component }),
        (error: unknown) => console.error('Could not load the toast library', error),
      );
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);

  if (!container) return null;
  const { Component } = container;
  return (
    <Component
      position={TOAST.position}
      style={BELOW_HEADER}
      limit={wide ? undefined : 1}
      autoClose={TOAST.autoCloseMs}
      closeButton
      pauseOnHover
      pauseOnFocusLoss
      draggable="touch"
      draggablePercent={TOAST.dragPercent}
      theme="light"
    />
  );
}
