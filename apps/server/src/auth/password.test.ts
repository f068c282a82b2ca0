import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and a fresh salt each time', async () => {
    const first = await hashPassword('Correct-horse-42');
    const second = await hashPassword('Correct-horse-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct-horse-42');
    expect(await verifyPassword(stored, 'Correct-horse-42')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-42')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('treats a missing account or a malformed hash as a mismatch', async () => {
    expect(await verifyPassword(null, 'no account has this password')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Correct-horse-42')).toBe(false);
  });
});
