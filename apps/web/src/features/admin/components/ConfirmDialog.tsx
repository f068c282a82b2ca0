import * as Dialog from '@radix-ui/react-dialog';
import { dangerButtonClass, secondaryButtonClass } from '../../../components/styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** The button that says yes; without it the dialog only informs, with 'Close'. */
  confirmText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A yes-or-no question in a modal, such as deleting a product or leaving unsaved changes; or,
 * without `confirmText`, why the thing cannot be done.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
              {confirmText ? 'Cancel' : 'Close'}
            </Dialog.Close>
            {confirmText && (
              <button type="button" onClick={onConfirm} className={`${dangerButtonClass} py-3`}>
                {confirmText}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
