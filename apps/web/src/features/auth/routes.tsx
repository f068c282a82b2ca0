import type { RouteObject } from 'react-router';
import { GuestOnly } from './components/GuestOnly';

/** The account pages of spec 2, each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  {
    // Signed-in visitors who open these go home.
    Component: GuestOnly,
    children: [
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({ Component: (await import('./pages/SignUpPage')).SignUpPage }),
      },
    ],
  },
  {
    path: 'otp-verify',
    lazy: async () => ({ Component: (await import('./pages/OtpVerifyPage')).OtpVerifyPage }),
  },
  {
    path: 'verify-email/:id',
    lazy: async () => ({ Component: (await import('./pages/VerifyEmailPage')).VerifyEmailPage }),
  },
  {
    path: 'forgot-password',
    lazy: async () => ({
      Component: (await import('./pages/ForgotPasswordPage')).ForgotPasswordPage,
    }),
  },
  {
    path: 'reset-password/:token',
    lazy: async () => ({
      Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
];
