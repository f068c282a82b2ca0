/** The query parameter that tells the sign-in page where to go afterwards. */
export const REDIRECT_PARAM = 'redirect';

/** The sign-in page, asked to come back to `returnTo` (a path with its query) afterwards. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo })}`;
}
