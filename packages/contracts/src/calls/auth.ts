import {
  checkPermissionSchema,
  contactBodySchema,
  messageSchema,
  phoneBodySchema,
  resendOtpResponseSchema,
  resetPasswordBodySchema,
  sessionUserSchema,
  signInAnyBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  verifyEmailBodySchema,
} from '../auth.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['accounts'];
const errors = errorResponses(400, 401, 403);

export const authCalls = defineCalls({
  'auth.signUp': {
    tags,
    summary:
      'Create an unverified customer account by email (a code and a link are mailed) or by phone (a code goes by SMS)',
    body: signUpBodySchema,
    response: { 201: signUpResponseSchema, ...errors, ...errorResponses(409) },
  },
  'auth.verifyEmail': {
    tags,
    summary: 'Verify by the link token (`_id`), or by the code, email or phone, and purpose',
    body: verifyEmailBodySchema,
    response: { 200: messageSchema, ...errors, ...errorResponses(409) },
  },
  'auth.resendOtp': {
    tags,
    summary: 'Send a new code (at most once a minute and 5 an hour per account)',
    body: contactBodySchema,
    response: { 200: resendOtpResponseSchema, ...errorResponses(400, 429) },
  },
  'auth.forgotPassword': {
    tags,
    summary:
      'Send a password reset code by mail or SMS; the same answer whether or not the account exists',
    body: contactBodySchema,
    response: { 200: messageSchema, ...errorResponses(400, 429) },
  },
  'auth.resetPassword': {
    tags,
    summary: 'Set a new password with the code sent; ends every session of the account',
    body: resetPasswordBodySchema,
    response: { 200: messageSchema, ...errors },
  },
  'auth.signIn': {
    tags,
    summary:
      'Sign in with email or phone and the password, or phone and a code from request-sign-in-code',
    body: signInAnyBodySchema,
    response: { 200: sessionUserSchema, ...errors },
  },
  'auth.requestSignInCode': {
    tags,
    summary: 'Send a sign-in code by SMS; the same answer whether or not the number has an account',
    body: phoneBodySchema,
    response: { 200: messageSchema, ...errorResponses(400, 429) },
  },
  'auth.logout': {
    tags,
    summary: "End this session (the spec's call; refused when another site sends it)",
    description:
      '403 when `Sec-Fetch-Site` is `cross-site` or `same-site`, or the Origin or Referer ' +
      'is not the shop: another site cannot sign a customer out. POST does the same.',
    response: { 200: messageSchema, ...errorResponses(403) },
  },
  'auth.logoutWithPost': {
    tags,
    summary: 'End this session (checked like every state-changing call: Origin of the shop)',
    response: { 200: messageSchema, ...errorResponses(403) },
  },
  'auth.checkPermission': {
    tags,
    summary: "'authenticated' while the session is valid, else 401",
    response: { 200: checkPermissionSchema, ...errorResponses(401) },
  },
});
