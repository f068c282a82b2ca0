import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayEnv, smsCode, startSmsGateway } from '@haat/testing/sms-gateway';
import type { SmsGateway } from '@haat/testing/sms-gateway';
import { createTestDb } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { SMS_KINDS } from './messenger.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const LEASE_MS = 1000;

let db: TestDb;
let gateway: SmsGateway;
let seq = 0;

beforeAll(async () => {
  // A file database (SQLite) or a database of its own (PostgreSQL), shared with the children.
  db = await createTestDb();
  gateway = await startSmsGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

function uniquePhone(): string {
  seq += 1;
  return `7${String(Date.now() % 1e5).padStart(5, '0')}${String(seq).padStart(4, '0')}`;
}

/**
 * testing/sms-outbox-process.ts in its own process; resolves once it printed `word`, with what
 * it printed after it and the child.
 */
function startOutbox(mode: 'commit' | 'send' | 'drain', phone: string, word: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, '../testing/sms-outbox-process.ts')],
    {
      cwd: path.join(here, '../..'),
      env: {
        ...process.env,
        ...gatewayEnv(gateway, SMS_KINDS),
        DATABASE_URL: db.url,
        OUTBOX_LEASE_MS: String(LEASE_MS),
        PHONE: phone,
        MODE: mode,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const said = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = new RegExp(`${word} (\\S+)`).exec(printed)?.[1];
      if (found) resolve(found);
    });
    void exited.then(({ code }) => reject(new Error(`outbox process exited ${code}: ${printed}`)));
  });
  return { child, said, exited };
}

const rowsTo = (phone: string) =>
  db.kysely.selectFrom('outbox').selectAll().where('to_address', '=', phone).execute();
const acceptedFor = (phone: string) =>
  gateway.accepted.filter((sms) => sms.mobiles === `91${phone}`);

async function until(check: () => boolean | Promise<boolean>) {
  for (let round = 0; round < 300; round += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the condition never came true');
}

/** A fresh process's worker sends what is due; afterwards another finds nothing left. */
async function drainOnce(phone: string) {
  const fresh = startOutbox('drain', phone, 'sent');
  expect(Number(await fresh.said)).toBe(1);
  expect((await fresh.exited).code).toBe(0);
  const again = startOutbox('drain', phone, 'sent');
  expect(Number(await again.said)).toBe(0);
  expect((await again.exited).code).toBe(0);
}

describe('the SMS outbox across a kill -9 (real processes)', () => {
  it('an SMS committed by a process killed before it sent goes once from a fresh worker', async () => {
    const phone = uniquePhone();
    const dying = startOutbox('commit', phone, 'ready');
    const id = await dying.said;
    dying.child.kill('SIGKILL');
    expect((await dying.exited).signal).toBe('SIGKILL');
    // The commit outlived the process; nothing reached the gateway.
    expect(await rowsTo(phone)).toMatchObject([{ id, channel: 'sms', status: 'pending' }]);
    expect(acceptedFor(phone)).toHaveLength(0);

    await drainOnce(phone);
    expect(acceptedFor(phone)).toHaveLength(1);
    expect(smsCode(acceptedFor(phone)[0]!)).toBe('424242');
    expect(await rowsTo(phone)).toMatchObject([{ id, status: 'sent', attempts: 1 }]);
  }, 60_000);

  it('an SMS claimed and in flight when its process was killed goes once after the lease', async () => {
    const phone = uniquePhone();
    const before = gateway.requests;
    gateway.mode = { kind: 'hang' };
    const dying = startOutbox('send', phone, 'ready');
    const id = await dying.said;
    // Its worker has claimed the row and the request is at the gateway, unanswered.
    await until(() => gateway.requests > before);
    dying.child.kill('SIGKILL');
    expect((await dying.exited).signal).toBe('SIGKILL');
    gateway.mode = { kind: 'ok' };
    const [row] = await rowsTo(phone);
    expect(row).toMatchObject({ id, status: 'pending' });
    expect(row!.claimed_until).not.toBeNull();
    expect(acceptedFor(phone)).toHaveLength(0);

    await drainOnce(phone);
    expect(acceptedFor(phone)).toHaveLength(1);
    expect(await rowsTo(phone)).toMatchObject([{ id, status: 'sent' }]);
  }, 60_000);
});
