import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';

/** The account pages of spec 2, each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  {
    path: ROUTES.signIn,
    Component: lazyPage(() => import('./pages/SignInPage'), 'SignInPage'),
  },
  {
    path: ROUTES.signUp,
    Component: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage'),
  },
  {
    path: ROUTES.otpVerify,
    Component: lazyPage(() => import('./pages/OtpVerifyPage'), 'OtpVerifyPage'),
  },
  {
    path: ROUTES.verifyEmail,
    Component: lazyPage(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage'),
  },
  {
    path: ROUTES.forgotPassword,
    Component: lazyPage(() => import('./pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: ROUTES.resetPassword,
    Component: lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage'),
  },
];
