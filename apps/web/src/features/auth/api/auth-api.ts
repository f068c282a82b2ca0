import type {
  ContactBody,
  PhoneBody,
  ResetPasswordBody,
  SignUpBody,
  VerifyEmailBody,
} from '@haat/contracts';
import { callMutation } from '../../../lib/api-query';

// The account calls (docs/product.md, "Sign-up", "Email verification" and "Forgot and reset
// password"), each sending the screen's form as its body. Sign-in is ./sign-in.ts: its answer
// is the session.
export const authMutations = {
  signUp: () => callMutation('auth.signUp', (body: SignUpBody) => ({ body })),
  verifyEmail: () => callMutation('auth.verifyEmail', (body: VerifyEmailBody) => ({ body })),
  resendOtp: () => callMutation('auth.resendOtp', (body: ContactBody) => ({ body })),
  forgotPassword: () => callMutation('auth.forgotPassword', (body: ContactBody) => ({ body })),
  requestSignInCode: () => callMutation('auth.requestSignInCode', (body: PhoneBody) => ({ body })),
  resetPassword: () => callMutation('auth.resetPassword', (body: ResetPasswordBody) => ({ body })),
};
