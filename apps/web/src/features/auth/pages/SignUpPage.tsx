import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, signUpBodySchema, type SignUpBody } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { PasswordField } from '../../../components/forms/PasswordField';
import { errorTextClass, textLinkClass } from '../../../components/styles';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { TextField } from '../../../components/forms/TextField';
import type { OtpState } from '../flow-state';
import { keepingRedirect } from '../redirect';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

function isFieldEntry(entry: [string, string]): entry is [Field, string] {
  return (FIELDS as readonly string[]).includes(entry[0]);
}

/** docs/product.md, "Sign-up": on success the code goes out by mail and /otp-verify asks for it. */
export function SignUpPage() {
  useCatalogue(authCatalogue);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // The page a shopper came from (a product with a size chosen) waits through the code.
  const [search] = useSearchParams();
  const { mutateAsync: signUp } = useMutation(authMutations.signUp());
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpBodySchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      password: '',
    } satisfies SignUpBody,
  });

  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    const result = await outcomeOf(signUp(body));
    if (result.data) {
      toastSuccess(result.data.message);
      // A phone sign-up's code goes by SMS to the number the server read.
      const contact = result.data.phone ?? result.data.email ?? body.email ?? '';
      const state: OtpState = { email: contact, purpose: 'verifySignup', codeSent: true };
      await navigate(keepingRedirect('/otp-verify', search), { state });
      return;
    }
    const failure = errorBodyOf(result.error);
    const message =
      failure?.error || failureMessage(result.error, t`Could not create your account.`, i18n);
    // A refused field (a common password, say) is marked and focused; its reason shows under
    // it unless the 'Error: ...' line already says exactly that.
    const refused = Object.entries(failure?.fields ?? {}).filter(isFieldEntry);
    for (const [index, [name, why]] of refused.entries()) {
      const shown = why === message || why === failure?.message ? '' : why;
      setError(name, { type: 'server', message: shown }, { shouldFocus: index === 0 });
    }
    setServerError(message);
  });

  return (
    <AuthCard
      title={t`Create your account`}
      description={t`Sign up with your mobile number or your email. We will send a 6-digit code (by SMS or mail) to confirm it is yours.`}
    >
      <title>{t`Sign up · Haat`}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t`First name`}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t`Last name`}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t`Mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t`10 digits, e.g. 98765 43210. Or leave it empty and give your email.`}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          hint={t`Optional when you give a mobile number.`}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          required
          hint={t`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          error={errors.password?.message}
          {...register('password')}
        />
        {serverError && (
          <p role="alert" className={`rounded-xl bg-red-50 px-4 py-3 ${errorTextClass}`}>
            <Trans>Error: {serverError}</Trans>
          </p>
        )}
        <SubmitButton busy={isSubmitting} busyText={t`Signing up...`}>
          <Trans>Sign up</Trans>
        </SubmitButton>
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-ink-700">
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to={keepingRedirect('/sign-in', search)} className={textLinkClass}>
              Sign in
            </Link>
          </Trans>
        </p>
        <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}
