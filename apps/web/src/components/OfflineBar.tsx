import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/use-online';

/**
 * The strip under the header while the connection is down (docs/decisions/288-offline-ux.md):
 * what is cached still shows, and actions that need the server say they cannot be done.
 */
export function OfflineBar() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-16 z-30 bg-ink-900 px-4 py-2 text-center text-sm font-semibold text-white shadow"
    >
      <Trans>
        You are offline
        <span className="font-normal"> — showing what was saved on this device.</span>
      </Trans>
    </div>
  );
}
