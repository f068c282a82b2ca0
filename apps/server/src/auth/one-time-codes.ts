import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import type { Kysely } from 'kysely';
import type { CodePurpose, Database } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { BadInput, TooManyRequests } from '../errors.ts';
import {
  codesSentSince,
  countTry,
  findLiveCode,
  insertCode,
  retireCodes,
  spendCode,
} from './auth.queries.ts';

/**
 * docs/product.md, "One-time codes": codes live 10 minutes, allow 5 wrong tries, and are resent at
 * most once a minute and 5 times an hour per account. A sign-up link lives a day.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const RESEND_GAP_MS = 60 * 1000;
export const MAX_SENDS_PER_HOUR = 5;

export const WRONG_CODE = /*i18n*/ 'The code is wrong or has expired.';

function hashCode(codeId: string, code: string): string {
  return crypto.createHmac('sha256', codeId).update(code).digest('hex');
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Refuses a new code while the last one is under a minute old or 5 went out this hour. */
export async function assertMaySend(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
  const recent = await codesSentSince(db.kysely, userId, purpose, hourAgo);
  const last = recent[0];
  if (last) {
    const wait = new Date(last.sent_at).getTime() + RESEND_GAP_MS - now.getTime();
    if (wait > 0) {
      throw new TooManyRequests(
        /*i18n*/ 'Please wait a minute before asking for another code.',
        wait / 1000,
      );
    }
  }
  if (recent.length >= MAX_SENDS_PER_HOUR) {
    const oldest = recent[recent.length - 1];
    const wait = oldest ? new Date(oldest.sent_at).getTime() + 60 * 60 * 1000 - now.getTime() : 0;
    throw new TooManyRequests(
      /*i18n*/ 'Too many codes were sent to this account. Please try again later.',
      wait / 1000,
    );
  }
}

/**
 * Issues a new 6-digit code (and, for sign-up, a link token) and retires the earlier codes
 * of the same purpose, so only the newest works. Returns the secrets to mail; only their
 * hashes are stored. Runs in the caller's transaction, which also writes the mail.
 */
export async function issueCode(
  trx: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  now: Date,
  options: { withLink: boolean; target?: string },
): Promise<{ code: string; linkToken: string | null }> {
  const id = uuidv7();
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  const linkToken = options.withLink ? crypto.randomBytes(24).toString('base64url') : null;
  const at = now.toISOString();
  await retireCodes(trx, userId, purpose, at);
  await insertCode(trx, {
    id,
    user_id: userId,
    purpose,
    code_hash: hashCode(id, code),
    link_token_hash: linkToken ? hashLinkToken(linkToken) : null,
    target: options.target ?? null,
    expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
    sent_at: at,
    created_at: at,
  });
  return { code, linkToken };
}

/**
 * Checks a typed code against the user's newest live code of that purpose. Every try is
 * counted before the comparison, atomically, so parallel guesses cannot pass the limit of
 * 5 wrong tries. `consume` spends a right code. Answers the code's `target` (the new contact
 * a `changeContact` code confirms).
 */
export async function checkCode(
  db: Db,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  options: { consume: boolean },
): Promise<{ target: string | null }> {
  const live = await findLiveCode(db.kysely, userId, purpose, now.toISOString());
  if (!live) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  if (!(await countTry(db.kysely, live.id, MAX_WRONG_TRIES))) {
    throw new TooManyRequests(/*i18n*/ 'Too many wrong codes. Please ask for a new code.', 60);
  }
  const expected = Buffer.from(live.code_hash, 'hex');
  const given = Buffer.from(hashCode(live.id, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  if (options.consume) {
    // Two requests racing with the same code: only one may spend it.
    if (!(await spendCode(db.kysely, live.id, now.toISOString())))
      throw new BadInput(WRONG_CODE, { otp: WRONG_CODE });
  }
  return { target: live.target };
}
