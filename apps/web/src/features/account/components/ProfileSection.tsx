import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TOAST, type Me } from '@haat/contracts';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass, textLinkClass } from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, invalidateAccount } from '../api/account-api';
import { Section, smallButtonClass } from './Section';

type Contact = 'email' | 'phone';

/**
 * Order updates by SMS, for a customer without an email (docs/product.md, "Phone accounts and
 * SMS"); sign-in and reset codes always go.
 */
function OrderSmsSwitch({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const save = useMutation(accountMutations.updateNames());
  async function toggle(orderSms: boolean) {
    const result = await outcomeOf(
      save.mutateAsync({ firstName: me.firstName, lastName: me.lastName, orderSms }),
    );
    if (result.data) {
      void showToast((toast) =>
        toast.success(orderSms ? t`Order SMS are on.` : t`Order SMS are off.`, {
          autoClose: TOAST.actionAutoCloseMs,
        }),
      );
      return;
    }
    if (statusOf(result.error) === 401) return;
    void showToast((toast) =>
      toast.warning(failureMessage(result.error, t`Could not save your choice.`, i18n)),
    );
  }
  return (
    <label className="mt-2 flex items-start gap-3 border-t border-ink-200 pt-4 text-ink-900">
      <input
        type="checkbox"
        className="mt-1 size-5 accent-brand-700"
        checked={me.orderSms}
        disabled={save.isPending}
        onChange={(event) => void toggle(event.currentTarget.checked)}
      />
      <span>
        <span className="block font-semibold">
          <Trans>Order updates by SMS</Trans>
        </span>
        <span className="block text-sm text-ink-600">
          <Trans>
            When your order is placed, confirmed, shipped, delivered or cancelled. Sign-in codes
            always come.
          </Trans>
        </span>
      </span>
    </label>
  );
}

/** The button that adds or changes one way to reach the person. */
function ContactAction({ kind, added }: { kind: Contact; added: boolean }) {
  const { t } = useLingui();
  if (kind === 'email') return added ? t`Change email` : t`Add email`;
  return added ? t`Change phone` : t`Add phone`;
}

/** Profile: the names (rules of sign-up), and the email and phone, each changed by a code. */
export function ProfileSection({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const [names, setNames] = useState({ firstName: me.firstName, lastName: me.lastName });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const updateNames = useMutation(accountMutations.updateNames());
  const [changing, setChanging] = useState<Contact | null>(null);

  async function saveNames(event: FormEvent) {
    event.preventDefault();
    const result = await outcomeOf(updateNames.mutateAsync(names));
    if (result.data) {
      setErrors({});
      setNames({ firstName: result.data.firstName, lastName: result.data.lastName });
      void showToast((toast) =>
        toast.success(t`Your name is saved.`, { autoClose: TOAST.actionAutoCloseMs }),
      );
      return;
    }
    if (statusOf(result.error) === 401) return;
    setErrors(errorBodyOf(result.error)?.fields ?? {});
    const message = failureMessage(result.error, t`Could not save your name.`, i18n);
    void showToast((toast) => toast.warning(message));
  }

  return (
    <Section
      title={t`Profile`}
      description={t`Your name as the shop greets you, and how to reach you.`}
    >
      <form
        noValidate
        onSubmit={(event) => void saveNames(event)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          value={names.firstName}
          maxLength={50}
          error={errors.firstName}
          onChange={(event) => setNames({ ...names, firstName: event.currentTarget.value })}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={names.lastName}
          maxLength={50}
          error={errors.lastName}
          onChange={(event) => setNames({ ...names, lastName: event.currentTarget.value })}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={updateNames.isPending} className={primaryButtonClass}>
            {updateNames.isPending ? t`Saving...` : t`Save name`}
          </button>
        </div>
      </form>

      <ul
        aria-label={t`How to reach you`}
        className="mt-6 divide-y divide-ink-200 border-t border-ink-200"
      >
        {(['email', 'phone'] as const).map((kind) => (
          <li key={kind} className="py-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink-700">
                  {kind === 'email' ? t`Email` : t`Phone`}
                </p>
                <p className="truncate text-base text-ink-900">
                  {me[kind] ?? <span className="text-ink-600">{t`Not added yet`}</span>}
                </p>
              </div>
              {changing !== kind && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => setChanging(kind)}
                >
                  <ContactAction kind={kind} added={Boolean(me[kind])} />
                </button>
              )}
            </div>
            {changing === kind && <ContactChange kind={kind} onDone={() => setChanging(null)} />}
          </li>
        ))}
      </ul>
      {!me.email && me.phone && <OrderSmsSwitch me={me} />}
    </Section>
  );
}

/** The new email or phone, then the 6-digit code that confirms it. */
function ContactChange({ kind, onDone }: { kind: Contact; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const start = useMutation(accountMutations.startContact());
  const verify = useMutation(accountMutations.verifyContact());
  const [value, setValue] = useState('');
  const [otp, setOtp] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const label = kind === 'email' ? t`New email` : t`New phone number`;

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = kind === 'email' ? { email: value } : { phone: value };
    const result = await outcomeOf(start.mutateAsync(body));
    if (result.data) {
      setError(undefined);
      setSentTo(result.data.sentTo);
      return;
    }
    if (statusOf(result.error) === 401) return;
    const fields = errorBodyOf(result.error)?.fields;
    setError(fields?.[kind] ?? failureMessage(result.error, t`Could not send the code.`, i18n));
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const result = await outcomeOf(verify.mutateAsync(otp));
    if (result.data) {
      invalidateAccount(client);
      void showToast((toast) =>
        toast.success(
          kind === 'email' ? t`Your email is changed.` : t`Your phone number is changed.`,
          {
            autoClose: TOAST.actionAutoCloseMs,
          },
        ),
      );
      onDone();
      return;
    }
    if (statusOf(result.error) === 401) return;
    setError(failureMessage(result.error, t`The code is wrong or has expired.`, i18n));
  }

  if (sentTo === null) {
    return (
      <form noValidate onSubmit={(event) => void send(event)} className="mt-3 grid gap-3">
        <TextField
          label={label}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          value={value}
          error={error}
          hint={t`We send a 6-digit code to confirm it before it replaces the old one.`}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={start.isPending} className={smallButtonClass}>
            {start.isPending ? t`Sending...` : t`Send code`}
          </button>
          <button type="button" className={textLinkClass} onClick={onDone}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void confirm(event)} className="mt-3 grid gap-3">
      <p className="text-sm text-ink-700">
        <Trans>
          We sent a 6-digit code to <strong className="text-ink-900">{sentTo}</strong>. It is valid
          for 10 minutes.
        </Trans>
      </p>
      <TextField
        label={t`Code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        error={error}
        onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={verify.isPending} className={smallButtonClass}>
          {verify.isPending ? t`Confirming...` : t`Confirm`}
        </button>
        <button type="button" className={textLinkClass} onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
