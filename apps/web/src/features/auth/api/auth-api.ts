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
import { apiMutation } from '../../../lib/api-query';

type SignUpResponse = z.infer<typeof signUpResponseSchema>;
type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

// The account calls of spec 7 and docs/product.md, "Sign-up" (forgot-password). Sign-in is
// ./sign-in.ts: its answer is the session.
export const authMutations = {
  signUp: () =>
    apiMutation<SignUpResponse, SignUpBody>((body) => ({
      url: '/sign-up',
      method: 'POST',
      body,
    })),
  verifyEmail: () =>
    apiMutation<MessageResponse, VerifyEmailBody>((body) => ({
      url: '/verify-email',
      method: 'POST',
      body,
    })),
  resendOtp: () =>
    apiMutation<ResendOtpResponse, EmailBody>((body) => ({
      url: '/resend-otp',
      method: 'POST',
      body,
    })),
  forgotPassword: () =>
    apiMutation<MessageResponse, EmailBody>((body) => ({
      url: '/forgot-password',
      method: 'POST',
      body,
    })),
  resetPassword: () =>
    apiMutation<MessageResponse, ResetPasswordBody>((body) => ({
      url: '/reset-password',
      method: 'POST',
      body,
    })),
};
