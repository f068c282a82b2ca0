import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { emailBodySchema, MESSAGES, type EmailBody } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { errorBodyOf } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { textLinkClass } from '../../../components/styles';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { TextField } from '../../../components/forms/TextField';
import type { OtpState } from '../flow-state';

/**
 * docs/product.md, "Forgot and reset password": a code goes to the email, then /otp-verify asks for
 * it.
 */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { mutateAsync: forgotPassword } = useMutation(authMutations.forgotPassword());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailBodySchema),
    defaultValues: { email: '' } satisfies EmailBody,
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    const result = await outcomeOf(forgotPassword({ email }));
    if (result.data) {
      toastSuccess(MESSAGES.resetEmailSent);
      const state: OtpState = { email, purpose: 'forgotPassVerify', codeSent: true };
      await navigate('/otp-verify', { state });
      return;
    }
    console.error('Requesting a reset code failed', result.error);
    const why = errorBodyOf(result.error)?.fields?.email;
    if (why) setError('email', { type: 'server', message: why }, { shouldFocus: true });
    toastError(MESSAGES.resetEmailFailed);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account. We will send you a 6-digit code to set a new password."
    >
      <title>Forgot password · Haat</title>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting} busyText="Sending...">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-ink-700">
        Remembered it?{' '}
        <Link to="/sign-in" className={textLinkClass}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
