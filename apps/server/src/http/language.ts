import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseLanguage, LANG_COOKIE, LANG_COOKIE_MAX_AGE_S, type Language } from '@haat/contracts';
import { say } from '../i18n/messages.ts';

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

/**
 * A successful answer's `message` ('Address deleted', 'Signed out of that device.') in the
 * reader's language, as the error handler does for failures (issue 30, "Calls";
 * docs/decisions/320-success-messages-in-the-readers-language.md). A sentence the catalogue does
 * not hold stays as it is; answers without a `message` (lists, pages) pass untouched.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    const message =
      reply.statusCode < 400 && typeof payload === 'object' && payload !== null
        ? (payload as { message?: unknown }).message
        : undefined;
    const language = typeof message === 'string' ? requestLanguage(request) : 'en';
    if (typeof message !== 'string' || language === 'en') {
      done(null, payload);
      return;
    }
    done(null, { ...(payload as object), message: say(language, message) });
  });
}
