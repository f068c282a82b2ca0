import { lazy, Suspense } from 'react';
import { TOAST } from '@haat/contracts';

const ToastContainer = lazy(async () => ({
  default: (await import('react-toastify')).ToastContainer,
}));

/** Where toasts appear, with the defaults of spec 9. Its library loads after the first paint. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position={TOAST.position}
        autoClose={TOAST.autoCloseMs}
        closeButton
        pauseOnHover
        pauseOnFocusLoss
        draggable="touch"
        draggablePercent={TOAST.dragPercent}
        theme="light"
      />
    </Suspense>
  );
}
