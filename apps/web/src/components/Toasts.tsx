import { useEffect, useState } from 'react';
import type { ToastContainer } from 'react-toastify';
import { TOAST } from '@haat/contracts';
import { whenToastsWanted } from '../lib/show-toast';

/**
 * Where toasts appear, with the defaults of spec 9. Nothing is loaded until the first toast is
 * asked for (lib/show-toast.ts), so the toast library stays out of the first page load; the
 * library keeps a toast raised before its container is there and shows it then.
 */
export function Toasts() {
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
