import { Trans } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { primaryButtonClass, secondaryButtonClass } from './styles';

interface DialogActionsProps {
  busy: boolean;
  /** What the submit button reads while the request runs ('Adding...'). */
  busyText: string;
  /** What the submit button reads otherwise. */
  children: ReactNode;
}

/**
 * Cancel and submit at the foot of a modal form: side by side from 640 px, submit on top
 * below. It spans every column of a form laid out as a grid.
 */
export function DialogActions({ busy, busyText, children }: DialogActionsProps) {
  return (
    <div className="col-span-full flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
        <Trans>Cancel</Trans>
      </Dialog.Close>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? busyText : children}
      </button>
    </div>
  );
}
