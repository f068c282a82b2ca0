import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseLanguage, LANG_COOKIE, type Language } from '@haat/contracts';

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
