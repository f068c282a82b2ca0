import type { z } from 'zod';
import {
  sessionUserSchema,
  type EmailBody,
  type MessageResponse,
  type resendOtpResponseSchema,
  type ResetPasswordBody,
  type SessionUser,
  type SignInBody,
  type SignUpBody,
  type signUpResponseSchema,
  type VerifyEmailBody,
} from '@haat/contracts';
import { api } from '../../../lib/api';

type SignUpResponse = z.infer<typeof signUpResponseSchema>;
type ResendOtpResponse = z.infer<typeof resendOtpResponseSchema>;

/** The account calls of spec 7 and DESIGN 4 (forgot-password). */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUp: build.mutation<SignUpResponse, SignUpBody>({
      query: (body) => ({ url: '/sign-up', method: 'POST', body }),
    }),
    signIn: build.mutation<SessionUser, SignInBody>({
      query: (body) => ({ url: '/sign-in', method: 'POST', body }),
      // Keep exactly the fields the client stores and persists.
      transformResponse: (body: unknown) => sessionUserSchema.parse(body),
      extraOptions: { checksCredentials: true },
    }),
    verifyEmail: build.mutation<MessageResponse, VerifyEmailBody>({
      query: (body) => ({ url: '/verify-email', method: 'POST', body }),
    }),
    resendOtp: build.mutation<ResendOtpResponse, EmailBody>({
      query: (body) => ({ url: '/resend-otp', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, EmailBody>({
      query: (body) => ({ url: '/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/reset-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignUpMutation,
  useVerifyEmailMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
