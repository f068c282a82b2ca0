/**
 * The sentences of MESSAGES that the web app's shell shows (its footer, error screen and session
 * toasts, and the session check's answer), in a module of their own: the web app's entry then
 * carries these five and not all of MESSAGES, which the pages load with them
 * (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md). MESSAGES includes them.
 */
export const SHELL_MESSAGES = {
  tagline: /*i18n*/ 'Your one-stop shop for quality products',
  unexpectedError: /*i18n*/ 'Unexpected Application Error!',
  loginAgain: /*i18n*/ 'please login again to continue',
  logoutSuccess: /*i18n*/ 'logout Success!',
  authenticated: 'authenticated',
} as const;
