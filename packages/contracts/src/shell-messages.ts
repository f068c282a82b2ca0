/**
 * The sentences of MESSAGES that the web app's shell shows (its footer, error screen and session
 * toasts, and the session check's answer), in a module of their own: the web app's entry then
 * carries these five and not all of MESSAGES, which the pages load with them
 * (docs/decisions/273-hindi-bundle-budgets-where-the-bytes-go.md). MESSAGES includes them.
 */
export const SHELL_MESSAGES = {
  tagline: 'Your one-stop shop for quality products',
  unexpectedError: 'Unexpected Application Error!',
  loginAgain: 'please login again to continue',
  logoutSuccess: 'logout Success!',
  authenticated: 'authenticated',
} as const;
