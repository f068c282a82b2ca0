import type { RouteObject } from 'react-router';
import { ROUTES } from '@haat/contracts';
import { lazyPage } from '../../lib/lazy-page';
import { GuestOnly } from './components/GuestOnly';

/** The account pages (docs/product.md, "Pages"), each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  {
    // Signed-in visitors who open these go home.
    Component: GuestOnly,
    children: [
      {
        path: ROUTES.signIn,
        Component: lazyPage(() => import('./pages/SignInPage'), 'SignInPage'),
      },
      {
        path: ROUTES.signUp,
        Component: lazyPage(() => import('./pages/SignUpPage'), 'SignUpPage'),
      },
    ],
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
