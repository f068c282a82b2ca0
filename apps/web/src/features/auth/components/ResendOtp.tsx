import { Trans, useLingui } from '@lingui/react/macro';
import { OTP_RESEND_SECONDS } from '@haat/contracts';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { useResendOtp } from '../hooks/use-resend-otp';
import { textLinkClass } from '../../../components/styles';

interface ResendOtpProps {
  email: string;
  /** False when no code was just sent: resend is then available at once. */
  codeSent: boolean;
  onResent: () => void;
}

/**
 * docs/product.md, "One-time codes": the resend link counts down from 300 seconds and stays
 * disabled until 0; a resend starts the count again.
 */
export function ResendOtp({ email, codeSent, onResent }: ResendOtpProps) {
  const { t } = useLingui();
  const { resend, resending } = useResendOtp();
  const countdown = useCountdown(OTP_RESEND_SECONDS, codeSent ? OTP_RESEND_SECONDS : 0);

  async function onClick() {
    if ((await resend(email)) !== 'sent') return;
    countdown.restart();
    onResent();
  }

  let label = t`Resend OTP`;
  if (resending) label = t`Resending...`;
  else if (countdown.remaining > 0) {
    const wait = formatCountdown(countdown.remaining);
    label = t`Resend OTP in ${wait}`;
  }

  return (
    <p className="text-center text-ink-700">
      <Trans>Did not get it?</Trans>{' '}
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={resending || countdown.remaining > 0}
        className={textLinkClass}
      >
        {label}
      </button>
    </p>
  );
}
