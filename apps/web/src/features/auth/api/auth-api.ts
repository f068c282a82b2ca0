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

/** A POST of a JSON body to `url`. */
const post = <Answer, Body>(url: string) =>
  apiMutation<Answer, Body>((body) => ({ url, method: 'POST', body }));

// The account calls (docs/product.md, "Sign-up", "Email verification" and "Forgot and reset
// password"). Sign-in is ./sign-in.ts: its answer is the session.
export const authMutations = {
  signUp: () => post<SignUpResponse, SignUpBody>('/sign-up'),
  verifyEmail: () => post<MessageResponse, VerifyEmailBody>('/verify-email'),
  resendOtp: () => post<ResendOtpResponse, EmailBody>('/resend-otp'),
  forgotPassword: () => post<MessageResponse, EmailBody>('/forgot-password'),
  resetPassword: () => post<MessageResponse, ResetPasswordBody>('/reset-password'),
};
