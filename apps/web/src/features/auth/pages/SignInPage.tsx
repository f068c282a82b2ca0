import { Trans, useLingui } from '@lingui/react/macro';
import { SharedText } from '../../../i18n/SharedText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { isEmail, OTP_LENGTH, signInBodySchema, type SignInBody } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { signInMutation } from '../api/sign-in';
import { toastError, toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../../../components/forms/PasswordField';
import { textLinkClass } from '../../../components/styles';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { TextField } from '../../../components/forms/TextField';
import type { OtpState } from '../flow-state';
import { keepingRedirect, redirectTarget } from '../redirect';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

/** docs/product.md, "Sign-in": email or phone number and password. */
export function SignInPage() {
  useCatalogue(authCatalogue);
  const { t, i18n } = useLingui();
  const signIn = useMutation(signInMutation());
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // An account that exists but is not verified yet (403) gets a way to its code.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // 'Get a code': the number a sign-in code was sent to; the password field gives way to it.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const requestCode = useMutation(authMutations.requestSignInCode());
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { identifier: '', password: '' } satisfies SignInBody,
  });

  const onSubmit = handleSubmit(async (body) => {
    setUnverifiedEmail(null);
    try {
      await signIn.mutateAsync(body);
    } catch (error) {
      // The server's message shows under the identifier field (docs/product.md, "Sign-in").
      const message = failureMessage(error, t`Could not sign you in. Please try again.`, i18n);
      setError('identifier', { type: 'server', message }, { shouldFocus: true });
      if (statusOf(error) === 403 && isEmail(body.identifier)) {
        setUnverifiedEmail(body.identifier.toLowerCase());
      }
      return;
    }
    // Read when it shows: the app may be switching to the account's language meanwhile.
    toastSuccess(<SharedText name="signInSuccess" />);
    await navigate(redirectTarget(search), { replace: true });
  });

  const getCode = async () => {
    const phone = getValues('identifier').trim();
    if (!phone || phone.includes('@')) {
      setError(
        'identifier',
        { type: 'server', message: t`Sign-in codes go by SMS: enter your mobile number.` },
        { shouldFocus: true },
      );
      return;
    }
    const result = await outcomeOf(requestCode.mutateAsync({ phone }));
    if (result.data) {
      toastSuccess(result.data.message);
      setCodeSentTo(phone);
      return;
    }
    const message = failureMessage(result.error, t`Could not send a code. Please try again.`, i18n);
    setError('identifier', { type: 'server', message }, { shouldFocus: true });
    toastError(message);
  };

  const signInWithCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeSentTo) return;
    try {
      await signIn.mutateAsync({ identifier: codeSentTo, otp: otp.trim() });
    } catch (error) {
      const message = failureMessage(error, t`Could not sign you in. Please try again.`, i18n);
      setError('identifier', { type: 'server', message });
      return;
    }
    // Read when it shows: the app may be switching to the account's language meanwhile.
    toastSuccess(<SharedText name="signInSuccess" />);
    await navigate(redirectTarget(search), { replace: true });
  };

  if (codeSentTo) {
    return (
      <AuthCard
        title={t`Sign in with a code`}
        description={t`We sent a ${OTP_LENGTH}-digit code by SMS to ${codeSentTo} if it has an account. It is valid for 10 minutes.`}
      >
        <title>{t`Sign in · Haat`}</title>
        <form noValidate onSubmit={signInWithCode} className="flex flex-col gap-5">
          <TextField
            label={t`Sign-in code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            required
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
            error={errors.identifier?.message}
          />
          <SubmitButton busy={signIn.isPending} busyText={t`Logging in...`}>
            <Trans>Log in</Trans>
          </SubmitButton>
        </form>
        <p className="mt-6 text-center">
          <button type="button" className={textLinkClass} onClick={() => setCodeSentTo(null)}>
            <Trans>Use the password instead</Trans>
          </button>
        </p>
      </AuthCard>
    );
  }

  const verifyState: OtpState | null = unverifiedEmail
    ? { email: unverifiedEmail, purpose: 'verifySignup', codeSent: false }
    : null;

  return (
    <AuthCard
      title={t`Sign in`}
      description={t`Welcome back. Sign in to shop, see your cart and follow your orders.`}
    >
      <title>{t`Sign in · Haat`}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t`Email or phone number`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          error={errors.identifier?.message}
          below={
            verifyState && (
              <p className="mt-1.5 text-sm">
                <Link
                  to={keepingRedirect('/otp-verify', search)}
                  state={verifyState}
                  className={textLinkClass}
                >
                  <Trans>Verify your email now</Trans>
                </Link>
              </p>
            )
          }
          {...register('identifier')}
        />
        <div>
          <PasswordField
            label={t`Password`}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <p className="mt-2 flex justify-between gap-4 text-sm">
            <button
              type="button"
              className={textLinkClass}
              disabled={requestCode.isPending}
              onClick={() => void getCode()}
            >
              {requestCode.isPending ? t`Sending...` : t`Get a code`}
            </button>
            <Link to="/forgot-password" className={textLinkClass}>
              <Trans>Forgot password?</Trans>
            </Link>
          </p>
        </div>
        <SubmitButton busy={signIn.isPending} busyText={t`Logging in...`}>
          <Trans>Log in</Trans>
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-ink-700">
        <Trans>New to Haat?</Trans>{' '}
        <Link to={keepingRedirect('/sign-up', search)} className={textLinkClass}>
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
