import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MESSAGES, contactBodyOf, translate } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { statusOf } from '../../../lib/api-error';
import { toastError, toastSuccess } from '../auth-toasts';

export type ResendResult = 'sent' | 'refused' | 'unreachable';

/**
 * POST /resend-otp with the toasts of docs/product.md, "One-time codes": 'OTP resent
 * successfully.'; 'Failed to resend OTP. Please try again.' when the server says no (success false,
 * or a 4xx such as the once-a-minute limit); 'Error resending OTP. Please try again.' when no
 * answer comes back or the server failed.
 */
export function useResendOtp() {
  const { i18n } = useLingui();
  const { mutateAsync: resendOtp, isPending: isLoading } = useMutation(authMutations.resendOtp());

  const resend = useCallback(
    async (contact: string): Promise<ResendResult> => {
      const result = await outcomeOf(resendOtp(contactBodyOf(contact)));
      if (result.data?.success) {
        toastSuccess(translate(i18n, MESSAGES.otpResent));
        return 'sent';
      }
      const status = statusOf(result.error);
      if (result.data || (status !== undefined && status < 500)) {
        console.error('Resending the code was refused', result.error ?? result.data);
        toastError(translate(i18n, MESSAGES.otpResendFailed));
        return 'refused';
      }
      console.error('Resending the code failed', result.error);
      toastError(translate(i18n, MESSAGES.otpResendError));
      return 'unreachable';
    },
    [resendOtp, i18n],
  );

  return { resend, resending: isLoading };
}
