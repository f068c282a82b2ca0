/** Where the sign-in page sends someone afterwards: `?redirect=` names a page of this shop. */
const REDIRECT_PARAM = 'redirect';

/** The sign-in page, asked to come back to `returnTo` (a path with its query) afterwards. */
export function signInPathFor(returnTo: string): string {
  return `/sign-in?${new URLSearchParams({ [REDIRECT_PARAM]: returnTo })}`;
}

/**
 * The page to open after signing in. Only a path of this shop is followed ('/cart', not
 * '//evil.example' or 'https://…'), so a crafted link cannot send a customer elsewhere.
 */
export function redirectTarget(search: URLSearchParams): string {
  const target = search.get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return '/';
  }
  return target;
}
