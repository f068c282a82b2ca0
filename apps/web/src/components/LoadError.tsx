import { Trans } from '@lingui/react/macro';
import { secondaryButtonClass } from './styles';

/** Why something did not load, announced at once, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 px-6 py-8 text-center ring-1 ring-red-200">
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" onClick={onRetry} className={`mt-4 bg-white ${secondaryButtonClass}`}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
