import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseLanguage, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, type Language } from '@haat/contracts';

/**
 * The reader's language (issue 30, "Calls"): the `lang` cookie's, else Accept-Language's,
 * English by default (docs/decisions/271-hindi-beside-english-lingui.md).
 */
export function requestLanguage(request: FastifyRequest): Language {
  const acceptLanguage = request.headers['accept-language'];
  return chooseLanguage(
    request.cookies?.[LANG_COOKIE],
    Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  );
}

/** A page in the reader's language differs by the cookie and by Accept-Language. */
export function varyOnLanguage(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*cookie\s*(,|$)/i.test(current)) return;
  const added = 'Cookie, Accept-Language';
  void reply.header('vary', current ? `${current}, ${added}` : added);
}

/** index.html's `<html lang>` set to `language`. */
export function withPageLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
}

/**
 * Sets the `lang` cookie as the web app keeps it (readable by the page, a year, the whole
 * site): at sign-in, to the account's language (docs/decisions/282-the-account-language-at-sign-in.md).
 */
export function setLanguageCookie(reply: FastifyReply, language: Language): void {
  void reply.setCookie(LANG_COOKIE, language, {
    path: '/',
    maxAge: LANG_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: false,
  });
}
