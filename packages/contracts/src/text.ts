import { z } from 'zod';

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1). A NUL makes
 * PostgreSQL fail (22021) and none of them belongs in a name, an address or a search, so every
 * text a request carries — bodies, query strings, path parameters — is checked at the schema.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * A string that refuses control characters (400). Single-line by default; `multiline` also
 * lets tab, line feed and carriage return through (descriptions). Chain as any z.string().
 */
export function safeText(
  params?: Parameters<typeof z.string>[0],
  options: { multiline?: boolean; message?: string } = {},
) {
  return z
    .string(params)
    .regex(
      options.multiline ? NO_CONTROL : NO_CONTROL_SINGLE_LINE,
      options.message ?? `This text ${CONTROL_CHARACTERS_MESSAGE}`,
    );
}

/** An opaque id as a request names it (UUIDv7 today): 1 to 100 characters of plain text. */
export function safeId(params?: Parameters<typeof z.string>[0]) {
  return safeText(params).trim().min(1).max(100);
}

/** A call's `:id` in its path. Ids are opaque: anything unknown is a 404, never a 400. */
export const idParamsSchema = z.object({ id: safeId() });
