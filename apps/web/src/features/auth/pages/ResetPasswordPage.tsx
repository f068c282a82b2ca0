import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  contactBodyOf,
  MESSAGES,
  newPasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  translate,
} from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { errorBodyOf, statusOf } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { BackToSignIn } from '../components/BackToSignIn';
import { PasswordField } from '../../../components/forms/PasswordField';
import { errorTextClass, primaryButtonClass, textLinkClass } from '../../../components/styles';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { readResetState, type ResetState } from '../flow-state';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

/**
 * docs/product.md, "Forgot and reset password" (/reset-password/{token}); the email and code come
 * from /otp-verify.
 */
export function ResetPasswordPage() {
  useCatalogue(authCatalogue);
  const reset = readResetState(useLocation().state);
  if (!reset) return <MissingCode />;
  return <ResetForm reset={reset} />;
}

const passwordOnly = newPasswordFormSchema;

function ResetForm({ reset }: { reset: ResetState }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { mutateAsync: resetPassword } = useMutation(authMutations.resetPassword());
  // The code was refused after all (expired, or used up): this flow cannot finish.
  const [codeRefused, setCodeRefused] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordOnly),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await outcomeOf(
      resetPassword({ password, ...contactBodyOf(reset.email), otp: reset.otp }),
    );
    if (result.data) {
      toastSuccess(translate(i18n, MESSAGES.passwordReset));
      await navigate('/sign-in', { replace: true });
      return;
    }
    console.error('Resetting the password failed', result.error);
    const failure = errorBodyOf(result.error);
    const weakPassword = failure?.fields?.password;
    if (weakPassword) {
      setError('password', { type: 'server', message: weakPassword }, { shouldFocus: true });
      return;
    }
    toastError(failure?.message ?? translate(i18n, MESSAGES.passwordResetFailed));
    if (statusOf(result.error) === 400 && failure) setCodeRefused(failure.message);
  });

  return (
    <AuthCard
      title={t`Set a new password`}
      description={
        <p>
          <Trans>
            For <strong className="font-semibold break-words text-ink-900">{reset.email}</strong>.
            You will sign in with it from now on.
          </Trans>
        </p>
      }
    >
      <title>{t`Reset password · Haat`}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          required
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          error={errors.password?.message}
          {...register('password')}
        />
        {codeRefused && (
          // The toast announces the failure; this stays on screen with the way forward.
          <p className={`rounded-xl bg-red-50 px-4 py-3 ${errorTextClass}`}>
            {codeRefused}{' '}
            <Link to="/forgot-password" className={textLinkClass}>
              <Trans>Get a new code</Trans>
            </Link>
          </p>
        )}
        <SubmitButton busy={isSubmitting} busyText={t`Resetting...`}>
          <Trans>Reset</Trans>
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** Opened without a checked code (a bookmark, a new tab): start the reset again. */
function MissingCode() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Reset your password`}
      description={t`To set a new password, first ask for a code by email and enter it. Then this page asks for the new password.`}
    >
      <title>{t`Reset password · Haat`}</title>
      <Link to="/forgot-password" className={`w-full ${primaryButtonClass}`}>
        <Trans>Get a reset code</Trans>
      </Link>
      <BackToSignIn />
    </AuthCard>
  );
}
