import type { z } from 'zod';
import type {
  EmailBody,
  MessageResponse,
  resendOtpResponseSchema,
  ResetPasswordBody,
  SignUpBody,
  signUpResponseSchema,
  VerifyEmailBody,
} from '@haat/contracts';
import { defineMutation } from '../../../lib/endpoints';

type SignUpResponse = z.infer<typeof signUpResponseSchema>;
type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

// The account calls of spec 7 and DESIGN 4 (forgot-password). Sign-in is lib's `signIn`
// thunk (./sign-in.ts): its answer goes to the store, never through a screen's state.

export const useSignUpMutation = defineMutation<SignUpResponse, SignUpBody>({
  query: (body) => ({ url: '/sign-up', method: 'POST', body }),
});

export const useVerifyEmailMutation = defineMutation<MessageResponse, VerifyEmailBody>({
  query: (body) => ({ url: '/verify-email', method: 'POST', body }),
});

export const useResendOtpMutation = defineMutation<ResendOtpResponse, EmailBody>({
  query: (body) => ({ url: '/resend-otp', method: 'POST', body }),
});

export const useForgotPasswordMutation = defineMutation<MessageResponse, EmailBody>({
  query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
});

export const useResetPasswordMutation = defineMutation<MessageResponse, ResetPasswordBody>({
  query: (body) => ({ url: '/reset-password', method: 'POST', body }),
});
