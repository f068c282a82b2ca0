import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../lib/field-errors';
import { DialogActions } from './DialogActions';
import { ModalFrame } from './ModalFrame';

interface FormDialogProps<Field extends string> {
  /** What the button that opens the dialog shows, and its class. */
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: string;
  submitText: string;
  busyText: string;
  busy: boolean;
  /** Sends what was typed: answers the refused fields' messages, or null once done. */
  onSubmit: (form: FormData) => Promise<FieldErrors<Field> | null>;
  /** The fields, given the messages to show under them. */
  children: (errors: FieldErrors<Field>) => ReactNode;
}

/**
 * A button that opens a short form in a modal. The dialog closes once the form is sent;
 * a refusal shows under the fields until the dialog is closed.
 */
export function FormDialog<Field extends string>({
  trigger,
  triggerClassName,
  title,
  description,
  submitText,
  busyText,
  busy,
  onSubmit,
  children,
}: FormDialogProps<Field>) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = await onSubmit(new FormData(event.currentTarget));
    if (refused) setErrors(refused);
    else setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={triggerClassName}>{trigger}</Dialog.Trigger>
      <ModalFrame title={title} description={description}>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
          {children(errors)}
          <DialogActions busy={busy} busyText={busyText}>
            {submitText}
          </DialogActions>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
