import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addUserFormSchema, MESSAGES, TOAST, type AddUserForm } from '@haat/contracts';
import { ModalFrame } from '../../../components/ModalFrame';
import { PasswordField } from '../../../components/forms/PasswordField';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { useAddUserMutation } from '../api/admin-api';

const EMPTY: AddUserForm = { firstName: '', lastName: '', contact: '', password: '' };
const FIELDS = ['firstName', 'lastName', 'contact', 'password'] as const;

/** 'Add Agent' and its modal (spec 2 and 5): the role is fixed to Agent by the server. */
export function AddAgentDialog() {
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
    const result = await addUser({ formData });
    if (result.data) {
      const message = result.data.message || MESSAGES.agentAdded;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      changeOpen(false);
      return;
    }
    if (statusOf(result.error) === 401) return;
    for (const [key, why] of Object.entries(errorBodyOf(result.error)?.fields ?? {})) {
      const name = key.replace(/^formData\./, '');
      const field = FIELDS.find((candidate) => candidate === name);
      if (field) setError(field, { type: 'server', message: why });
    }
    const message = failureMessage(result.error, MESSAGES.genericRetry);
    void showToast((toast) => toast.error(message));
  });

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={primaryButtonClass}>Add Agent</Dialog.Trigger>
      <ModalFrame
        title="Add Agent"
        description="The agent can sign in at once with this contact and password."
      >
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
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
            label="Email or phone number"
            autoComplete="off"
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
          <p className="text-sm text-ink-700 sm:col-span-2">
            Role: <strong>Agent</strong>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
              Cancel
            </Dialog.Close>
            <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
              {isSubmitting ? 'Adding...' : 'Add Agent'}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
