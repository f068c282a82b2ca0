import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, OTP_LENGTH, contactBodyOf, translate } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { failureMessage } from '../../../lib/api-error';
import { toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { emptyCode, OtpInput } from '../components/OtpInput';
import { ResendOtp } from '../components/ResendOtp';
import {
  errorTextClass,
  primaryButtonClass,
  secondaryButtonClass,
  textLinkClass,
} from '../../../components/styles';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { keepingRedirect } from '../redirect';
import { readOtpState, type OtpState, type ResetState } from '../flow-state';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

const ERROR_ID = 'otp-error';

/**
 * OTP verification (docs/product.md, "One-time codes"). Needs the email and purpose in the location
 * state.
 */
export function OtpVerifyPage() {
  useCatalogue(authCatalogue);
  const flow = readOtpState(useLocation().state);
  if (!flow) return <MissingEmail />;
  // A new flow (another email or purpose) starts with empty boxes and a fresh countdown.
  return <OtpForm key={`${flow.purpose}:${flow.email}`} flow={flow} />;
}

function OtpForm({ flow }: { flow: OtpState }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { mutateAsync: verifyEmail, isPending: verifying } = useMutation(
    authMutations.verifyEmail(),
  );
  const [digits, setDigits] = useState(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const otp = digits.join('');
    if (otp.length !== OTP_LENGTH) {
      setError(t`Enter all ${OTP_LENGTH} digits of the code from your email.`);
      return;
    }
    setError(null);
    const result = await outcomeOf(
      verifyEmail({ otp, ...contactBodyOf(flow.email), purpose: flow.purpose }),
    );
    if (result.error) {
      // A failed code is logged, and the customer is told, so they can try again
      // (docs/product.md, "Changes from the first specification").
      console.error('Verifying the code failed', result.error);
      setError(
        failureMessage(result.error, t`The code could not be checked. Please try again.`, i18n),
      );
      setDigits(emptyCode());
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    if (flow.purpose === 'verifySignup') {
      toastSuccess(translate(i18n, MESSAGES.emailVerified));
      await navigate(keepingRedirect('/sign-in', search), { replace: true });
    } else {
      const state: ResetState = { email: flow.email, otp };
      await navigate('/reset-password/reset', { replace: true, state });
    }
  }

  return (
    <AuthCard
      title={
        flow.purpose === 'verifySignup'
          ? flow.email.includes('@')
            ? t`Verify your email`
            : t`Verify your number`
          : t`Enter your reset code`
      }
      description={
        <p>
          {flow.codeSent ? (
            <Trans>
              We sent a 6-digit code to{' '}
              <strong className="font-semibold break-words text-ink-900">{flow.email}</strong>. It
              is valid for 10 minutes.
            </Trans>
          ) : (
            <Trans>
              Ask for a new code for{' '}
              <strong className="font-semibold break-words text-ink-900">{flow.email}</strong>, then
              enter it here.
            </Trans>
          )}
        </p>
      }
    >
      <title>{t`Verify code · Haat`}</title>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <OtpInput
          autoFocus
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (error) setError(null);
          }}
          errorId={error ? ERROR_ID : undefined}
        />
        {error && (
          <p id={ERROR_ID} role="alert" className={`-mt-2 ${errorTextClass}`}>
            {error}
          </p>
        )}
        <SubmitButton busy={verifying} busyText={t`Verifying...`}>
          <Trans>Verify Account</Trans>
        </SubmitButton>
      </form>
      <div className="mt-6">
        <ResendOtp
          email={flow.email}
          codeSent={flow.codeSent}
          onResent={() => {
            setDigits(emptyCode());
            setError(null);
          }}
        />
      </div>
    </AuthCard>
  );
}

/** Opened without an email (a bookmark, a new tab): say what this page is for and where to go. */
function MissingEmail() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Verify your email`}
      description={t`This page checks the 6-digit code we email you. Open it from the sign-up or forgot-password page so we know which email the code went to.`}
    >
      <title>{t`Verify code · Haat`}</title>
      <div className="flex flex-col gap-3">
        <Link to="/sign-up" className={`w-full ${primaryButtonClass}`}>
          <Trans>Create an account</Trans>
        </Link>
        <Link to="/forgot-password" className={`w-full ${secondaryButtonClass}`}>
          <Trans>Reset a forgotten password</Trans>
        </Link>
      </div>
      <p className="mt-6 text-center text-ink-700">
        <Trans>
          Already verified?{' '}
          <Link to="/sign-in" className={textLinkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
