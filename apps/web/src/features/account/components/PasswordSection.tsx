import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, TOAST } from '@haat/contracts';
import { PasswordField } from '../../../components/forms/PasswordField';
import { primaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations } from '../api/account-api';
import { Section } from './Section';

/** Password: changed with the current one; the other devices sign out, this one stays. */
export function PasswordSection() {
  const { t, i18n } = useLingui();
  const empty = { currentPassword: '', newPassword: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useMutation(accountMutations.changePassword());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await outcomeOf(change.mutateAsync(form));
    if (result.data) {
      const { message } = result.data;
      setForm(empty);
      setErrors({});
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      return;
    }
    if (statusOf(result.error) === 401) return;
    const fields = errorBodyOf(result.error)?.fields;
    const message = failureMessage(result.error, t`Could not change your password.`, i18n);
    setErrors(fields ?? { currentPassword: message });
  }

  return (
    <Section
      title={t`Password`}
      description={t`Changing it signs you out on every other device; this one stays signed in.`}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <PasswordField
          label={t`Current password`}
          autoComplete="current-password"
          value={form.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setForm({ ...form, currentPassword: event.currentTarget.value })}
        />
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          value={form.newPassword}
          error={errors.newPassword}
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters, not a common one.`}
          onChange={(event) => setForm({ ...form, newPassword: event.currentTarget.value })}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={change.isPending} className={primaryButtonClass}>
            {change.isPending ? t`Changing...` : t`Change password`}
          </button>
        </div>
      </form>
    </Section>
  );
}
