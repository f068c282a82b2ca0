import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  contactBodyOf,
  contactFormSchema,
  MESSAGES,
  translate,
  type ContactForm,
} from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { errorBodyOf } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { BackToSignIn } from '../components/BackToSignIn';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { TextField } from '../../../components/forms/TextField';
import type { OtpState } from '../flow-state';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

/**
 * docs/product.md, "Forgot and reset password": a code goes to the email, then /otp-verify asks for
 * it.
 */
export function ForgotPasswordPage() {
  useCatalogue(authCatalogue);
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { mutateAsync: forgotPassword } = useMutation(authMutations.forgotPassword());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { contact: '' } satisfies ContactForm,
  });

  const onSubmit = handleSubmit(async ({ contact }) => {
    const body = contactBodyOf(contact);
    const email = 'email' in body ? body.email : body.phone;
    const result = await outcomeOf(forgotPassword(body));
    if (result.data) {
      toastSuccess(translate(i18n, MESSAGES.resetEmailSent));
      const state: OtpState = { email, purpose: 'forgotPassVerify', codeSent: true };
      await navigate('/otp-verify', { state });
      return;
    }
    console.error('Requesting a reset code failed', result.error);
    const fields = errorBodyOf(result.error)?.fields;
    const why = fields?.email ?? fields?.phone;
    if (why) setError('contact', { type: 'server', message: why }, { shouldFocus: true });
    toastError(translate(i18n, MESSAGES.resetEmailFailed));
  });

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the email or mobile number of your account. We will send you a 6-digit code (by mail or SMS) to set a new password.`}
    >
      <title>{t`Forgot password · Haat`}</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label={t`Email or mobile number`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.contact?.message}
          {...register('contact')}
        />
        <SubmitButton busy={isSubmitting} busyText={t`Sending...`}>
          <Trans>Send Reset Link</Trans>
        </SubmitButton>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
