import { hash, verify } from '@node-rs/argon2';
import type { Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters (docs/architecture.md, "Sessions and secrets"): 19 MiB of
 * memory, 2 passes, 1 lane. The numeric algorithm stands in for `Algorithm.Argon2id`, a const enum
 * that isolated modules cannot read.
 */
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) with its own random salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Hashed once, lazily: what `verifyPassword` checks against when there is no account. */
let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. Pass `null` when no account was found: the
 * password is then checked against a dummy hash, so that an unknown identifier takes as long
 * as a wrong password and timing does not reveal which accounts exist. A malformed hash is
 * a mismatch, not an error.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
