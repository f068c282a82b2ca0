import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { TOAST, type Me } from '@haat/contracts';
import { ModalFrame } from '../../../components/ModalFrame';
import { PasswordField } from '../../../components/forms/PasswordField';
import { TextField } from '../../../components/forms/TextField';
import {
  dangerButtonClass,
  errorTextClass,
  secondaryButtonClass,
  textLinkClass,
} from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { endSession } from '../../../lib/session';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, downloadMyData } from '../api/account-api';
import { Section } from './Section';

/** My data: everything Haat holds as JSON, and deleting the account. */
export function MyDataSection({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    const result = await outcomeOf(downloadMyData());
    setDownloading(false);
    if (result.error && statusOf(result.error) !== 401) {
      const message = failureMessage(result.error, t`Could not download your data.`, i18n);
      void showToast((toast) => toast.warning(message));
    }
  }

  return (
    <Section
      title={t`My data`}
      description={t`Download everything Haat holds about you, or delete your account.`}
    >
      <div className="flex flex-col gap-5">
        <div>
          <button
            type="button"
            disabled={downloading}
            className={secondaryButtonClass}
            onClick={() => void download()}
          >
            {downloading ? t`Preparing...` : t`Download my data`}
          </button>
          <p className="mt-2 text-sm text-ink-700">
            <Trans>A JSON file with your profile, addresses, orders, agent and devices.</Trans>
          </p>
        </div>
        <div className="border-t border-ink-200 pt-5">
          <DeleteAccount me={me} />
          <p className="mt-2 text-sm text-ink-700">
            <Trans>
              Your name, email, phone, password and addresses are erased. Your orders stay for the
              shop's tax records, with only the pincode of the address.
            </Trans>
          </p>
        </div>
      </div>
    </Section>
  );
}

function DeleteAccount({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const remove = useMutation(accountMutations.deleteAccount());
  const farewell = useRef<string | null>(null);

  // The session ends once this page has gone: ended before, the page's guard would send the
  // person to sign in while home is still loading (docs/product.md, "My account").
  useEffect(
    () => () => {
      const message = farewell.current;
      if (message === null) return;
      endSession(client);
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    },
    [client],
  );

  function changeOpen(next: boolean) {
    setOpen(next);
    setPassword('');
    setOtp('');
    setCodeSentTo(null);
    setError(undefined);
  }

  async function send(body: { password?: string; otp?: string }) {
    const result = await outcomeOf(remove.mutateAsync(body));
    if (result.data) {
      if ('sentTo' in result.data) {
        setCodeSentTo(result.data.sentTo);
        setError(undefined);
        return;
      }
      farewell.current = result.data.message;
      await navigate('/');
      return;
    }
    if (statusOf(result.error) === 401) return;
    const fields = errorBodyOf(result.error)?.fields;
    setError(
      fields?.password ??
        fields?.otp ??
        failureMessage(result.error, t`Could not delete your account.`, i18n),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(codeSentTo ? { otp } : { password });
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={dangerButtonClass}>
        <Trans>Delete my account</Trans>
      </Dialog.Trigger>
      <ModalFrame
        title={t`Delete your account?`}
        description={t`This cannot be undone. Orders on their way must arrive first.`}
      >
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
          {codeSentTo ? (
            <>
              <p className="text-sm text-ink-700">
                <Trans>
                  We sent a 6-digit code to <strong className="text-ink-900">{codeSentTo}</strong>.
                </Trans>
              </p>
              <TextField
                label={t`Code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={otp}
                onChange={(event) => setOtp(event.currentTarget.value.replace(/\D/g, ''))}
              />
            </>
          ) : (
            <PasswordField
              label={t`Your password`}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
          )}
          {error && (
            <p role="alert" className={errorTextClass}>
              {error}
            </p>
          )}
          {!codeSentTo && me.email && (
            <button
              type="button"
              className={`justify-self-start ${textLinkClass}`}
              onClick={() => void send({})}
            >
              <Trans>Forgot it? Email me a code instead</Trans>
            </button>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
              <Trans>Cancel</Trans>
            </Dialog.Close>
            <button
              type="submit"
              disabled={remove.isPending}
              className={`${dangerButtonClass} py-3`}
            >
              {remove.isPending ? t`Deleting...` : t`Delete my account`}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
