import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  addUserFormSchema,
  POSSIBLE_DUPLICATE_FIELD,
  TOAST,
  type AddUserForm,
} from '@haat/contracts';
import { sharedMessage } from '../i18n/shared-messages';
import { errorBodyOf, failureMessage, statusOf } from '../lib/api-error';
import { showToast } from '../lib/show-toast';
import { DialogActions } from './DialogActions';
import { ModalFrame } from './ModalFrame';
import { PasswordField } from './forms/PasswordField';
import { TextField } from './forms/TextField';
import { primaryButtonClass } from './styles';

const EMPTY: AddUserForm = { firstName: '', lastName: '', contact: '', password: '' };
const FIELDS = ['firstName', 'lastName', 'contact', 'password'] as const;

/** What POST /add-user gives back through the API slice. */
interface AddUserResult {
  data?: { message: string };
  error?: unknown;
}

interface AddUserDialogProps {
  /** The text of the button that opens it, of its title and of its submit button. */
  title: string;
  description: string;
  /** The contact field's label: the admin asks for an email first, an agent for a phone. */
  contactLabel: string;
  /** The role the new user gets, said under the fields when the form should say it. */
  role?: string;
  /** Said when the server's answer carries no message. */
  addedMessage: string;
  /** Sends the form; `addAnyway` once the person said yes to 'Add anyway?'. */
  onAdd: (formData: AddUserForm, addAnyway: boolean) => Promise<AddUserResult>;
}

/** The name a possible duplicate was asked about: the answer holds for that name only. */
function nameKey(form: Pick<AddUserForm, 'firstName' | 'lastName'>) {
  return `${form.firstName.trim().toLowerCase()} ${form.lastName.trim().toLowerCase()}`;
}

/**
 * The Add Agent and Add User dialogs (docs/product.md, "Admin: users"): the new user can sign in at
 * once with the contact and password given here. The form validates with the contracts' schema, so
 * its messages are the server's; a field the server refuses is marked with the server's reason.
 */
export function AddUserDialog({
  title,
  description,
  contactLabel,
  role,
  addedMessage,
  onAdd,
}: AddUserDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // An agent's customer already has this name: the question, and the name it is about.
  const [question, setQuestion] = useState<{ message: string; name: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addUserFormSchema), defaultValues: EMPTY });
  const asked =
    question !== null &&
    question.name === nameKey({ firstName: watch('firstName'), lastName: watch('lastName') });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      reset(EMPTY);
      setQuestion(null);
    }
  }

  const onSubmit = handleSubmit(async (formData) => {
    const result = await onAdd(formData, asked);
    if (result.data) {
      const message = result.data.message || addedMessage;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      changeOpen(false);
      return;
    }
    if (statusOf(result.error) === 401) return;
    const fields = errorBodyOf(result.error)?.fields ?? {};
    const duplicate = fields[POSSIBLE_DUPLICATE_FIELD];
    if (duplicate) {
      // Not a failure: a question, answered by sending again (docs/decisions/143-possible-duplicate-customer.md).
      setQuestion({ message: duplicate, name: nameKey(formData) });
      return;
    }
    for (const [key, why] of Object.entries(fields)) {
      const name = key.replace(/^formData\./, '');
      const field = FIELDS.find((candidate) => candidate === name);
      if (field) setError(field, { type: 'server', message: why });
    }
    const message = failureMessage(result.error, sharedMessage(i18n, 'genericRetry'), i18n);
    void showToast((toast) => toast.error(message));
  });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={primaryButtonClass}>{title}</Dialog.Trigger>
      <ModalFrame title={title} description={description}>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="off"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="off"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <TextField
            label={contactLabel}
            autoComplete="off"
            autoCapitalize="none"
            required
            error={errors.contact?.message}
            className="sm:col-span-2"
            {...register('contact')}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            className="sm:col-span-2"
            {...register('password')}
          />
          {role && (
            <p className="text-sm text-ink-700 sm:col-span-2">
              <Trans>
                Role: <strong>{role}</strong>
              </Trans>
            </p>
          )}
          {asked && (
            <p
              role="alert"
              className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-300 sm:col-span-2"
            >
              {question.message}
            </p>
          )}
          <DialogActions busy={isSubmitting} busyText={t`Adding...`}>
            {asked ? t`Add anyway` : title}
          </DialogActions>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
