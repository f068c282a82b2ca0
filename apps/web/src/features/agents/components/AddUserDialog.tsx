import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addUserFormSchema, MESSAGES, TOAST, type AddUserForm } from '@haat/contracts';
import { PasswordField } from '../../../components/forms/PasswordField';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { useAddUserMutation } from '../api/agents-api';

const EMPTY: AddUserForm = { firstName: '', lastName: '', contact: '', password: '' };
const FIELD_NAMES = ['firstName', 'lastName', 'contact', 'password'] as const;

/**
 * The Add User dialog (spec 2 and 5): an agent adds a customer who can sign in at once with
 * the phone number or email and the password given here. The form validates with the
 * contracts' schema, so its messages are the server's.
 */
export function AddUserDialog({ agentId }: { agentId: string }) {
  const [open, setOpen] = useState(false);
  const [addUser] = useAddUserMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(addUserFormSchema), defaultValues: EMPTY });

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) reset(EMPTY);
  }

  const onSubmit = handleSubmit(async (formData) => {
    const result = await addUser({ formData, agentId });
    if (result.data) {
      void showToast((toast) =>
        toast.success(MESSAGES.userAdded, { autoClose: TOAST.actionAutoCloseMs }),
      );
      changeOpen(false);
      return;
    }
    if (statusOf(result.error) === 401) return;
    for (const [key, why] of Object.entries(errorBodyOf(result.error)?.fields ?? {})) {
      const name = key.replace(/^formData\./, '');
      if ((FIELD_NAMES as readonly string[]).includes(name)) {
        setError(name as (typeof FIELD_NAMES)[number], { type: 'server', message: why });
      }
    }
    const message = failureMessage(result.error, MESSAGES.genericRetry);
    void showToast((toast) => toast.error(message));
  });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={primaryButtonClass}>Add User</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="px-5 pt-6 sm:px-7 sm:pt-7">
            <Dialog.Title className="text-xl font-bold text-ink-900">Add User</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-700">
              Your customer signs in at once with this phone number or email and password.
            </Dialog.Description>
          </div>
          <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-5 pt-5 pb-6 sm:grid-cols-2 sm:px-7">
              <TextField
                label="First name"
                autoComplete="off"
                required
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextField
                label="Last name"
                autoComplete="off"
                required
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <TextField
                label="Phone number or email"
                autoComplete="off"
                autoCapitalize="none"
                required
                error={errors.contact?.message}
                className="sm:col-span-2"
                {...register('contact')}
              />
              <PasswordField
                label="Password"
                autoComplete="new-password"
                required
                error={errors.password?.message}
                className="sm:col-span-2"
                {...register('password')}
              />
            </div>
            <div className="flex flex-col-reverse gap-3 border-t border-ink-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
              <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
                Cancel
              </Dialog.Close>
              <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
                {isSubmitting ? 'Adding...' : 'Add User'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
