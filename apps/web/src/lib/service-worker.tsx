import { Trans } from '@lingui/react/macro';
import { Workbox } from 'workbox-window';
import { showToast } from './show-toast';

/**
 * Registers the service worker (src/sw.ts, built to /sw.js) once the page has loaded, so it
 * never competes with the first render (docs/decisions/287-update-offered-never-swapped.md).
 * A new version that is waiting is offered with a 'New version — reload' toast; only the
 * reader's click lets it take over, and the page reloads once it has.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    void showToast((toast) => {
      toast.info(
        ({ closeToast }) => (
          <UpdateOffer
            onReload={() => {
              closeToast();
              workbox.addEventListener('controlling', () => window.location.reload());
              workbox.messageSkipWaiting();
            }}
          />
        ),
        // Not the screen's news: it stays across screens until the reader acts on it.
        { toastId: 'new-version', autoClose: false, closeOnClick: false },
      );
    });
  });
  void workbox.register().catch((error: unknown) => {
    // The shop works without it (no offline pages): a warning, not an error.
    console.warn('Could not register the service worker', error);
  });
}

function UpdateOffer({ onReload }: { onReload: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span>
        <Trans>New version</Trans>
      </span>
      <button
        type="button"
        onClick={onReload}
        className="rounded-full bg-brand-700 px-4 py-1.5 font-semibold text-white hover:bg-brand-800"
      >
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
