import { REDIRECT_PARAM } from '../../lib/sign-in-path';

// Where the sign-in page sends someone afterwards: `?redirect=` names a page of this shop.

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

/**
 * `path` carrying the `?redirect=` of `search`, so the page a shopper came from survives the
 * detour through sign-up and the code (followed only at the end, by `redirectTarget`).
 */
export function keepingRedirect(path: string, search: URLSearchParams): string {
  const target = search.get(REDIRECT_PARAM);
  return target ? `${path}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}` : path;
}
