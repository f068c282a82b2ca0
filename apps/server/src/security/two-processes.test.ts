import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../events/event-bus.ts';
import { makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, makeUser } from '../testing/factories.ts';
import { startMailCatcher } from '@haat/testing/mail-catcher';
import type { MailCatcher } from '@haat/testing/mail-catcher';
import { TEST_ORIGIN } from '../testing/test-app.ts';
import { startServerProcess } from '../testing/server-processes.ts';
import type { ServerProcess } from '../testing/server-processes.ts';
import { createTestDb, testDialect } from '../testing/test-db.ts';
import type { TestDb } from '../testing/test-db.ts';
import { hashToken, SESSION_ABSOLUTE_MS } from '../http/session.ts';

const BUYERS = 64;
const STOCK = 40;
const LEASE_MS = 1500;

type Server = ServerProcess;

/** A shop server in its own process (testing/server-process.ts) over the test database. */
function startServer(databaseUrl: string, smtpUrl: string): Promise<Server> {
  return startServerProcess(databaseUrl, {
    SMTP_URL: smtpUrl,
    OUTBOX_LEASE_MS: String(LEASE_MS),
  });
}

async function until(check: () => Promise<boolean>, ms: number) {
  for (let waited = 0; waited < ms; waited += 100) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('timed out');
}

describe.skipIf(testDialect() !== 'postgres')(
  'two server processes, 64 buyers racing, one process killed mid-load',
  () => {
    let db: TestDb;
    let mailbox: MailCatcher;
    let a: Server;
    let b: Server;

    beforeAll(async () => {
      db = await createTestDb();
      mailbox = await startMailCatcher();
      [a, b] = await Promise.all([
        startServer(db.url, mailbox.url),
        startServer(db.url, mailbox.url),
      ]);
    }, 60_000);
    afterAll(async () => {
      for (const server of [a, b])
        if (server?.child.exitCode === null) server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await mailbox?.close();
      await db?.close();
    });

    it('sells exactly the stock, every order whole, every confirmation sent', async () => {
      const product = await makeProduct(
        { db, events: new EventBus(console) },
        { inventory: STOCK, price_paise: 10_000 },
      );
      const buyers = await Promise.all(
        Array.from({ length: BUYERS }, async () => {
          const user = await makeUser(db);
          const address = await makeAddress(db, user.id);
          const token = crypto.randomBytes(32).toString('base64url');
          const now = new Date();
          await db.kysely
            .insertInto('sessions')
            .values({
              token_hash: hashToken(token),
              id: crypto.randomUUID(),
              user_id: user.id,
              created_at: now.toISOString(),
              last_seen_at: now.toISOString(),
              expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
            })
            .execute();
          return { user, address, cookie: `sid=${token}` };
        }),
      );
      const headersOf = (cookie: string, key?: string) => ({
        cookie,
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      });
      for (const buyer of buyers) {
        const res = await fetch(`${a.url}/api/add-to-cart`, {
          method: 'POST',
          headers: headersOf(buyer.cookie),
          body: JSON.stringify({ productId: product.id }),
        });
        expect(res.status).toBe(200);
      }

      // Half the buyers go to each process; a buyer whose process dies retries on the other
      // with the same Idempotency-Key, as a client behind a load balancer would.
      let answered = 0;
      let killed = false;
      const statuses = await Promise.all(
        buyers.map(async (buyer, index) => {
          const key = `buyer-${index}-${buyer.user.id}`;
          const body = JSON.stringify({
            orderDetails: { shippingAddress: buyer.address.id, totalAmount: 100 },
          });
          for (const server of index % 2 ? [b, a] : [a, b]) {
            try {
              const res = await fetch(`${server.url}/api/place-order`, {
                method: 'POST',
                headers: headersOf(buyer.cookie, key),
                body,
              });
              answered += 1;
              if (answered === 12 && !killed) {
                killed = true;
                b.child.kill('SIGKILL');
              }
              return res.status;
            } catch {
              // The process was killed under this request: try the other one.
            }
          }
          return 0;
        }),
      );
      expect(killed).toBe(true);
      expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);

      const orders = await db.kysely.selectFrom('orders').select(['id', 'user_id']).execute();
      const lines = await db.kysely
        .selectFrom('order_items')
        .select(['order_id', 'quantity'])
        .execute();
      const { inventory } = await db.kysely
        .selectFrom('products')
        .select('inventory')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow();
      const sold = lines.reduce((sum, line) => sum + line.quantity, 0);
      // No oversell, no order without lines, stock = start − sold, one order per buyer at most.
      expect(sold).toBe(STOCK);
      expect(inventory).toBe(STOCK - sold);
      expect(orders).toHaveLength(STOCK);
      expect(new Set(orders.map((order) => order.user_id)).size).toBe(orders.length);
      const withLines = new Set(lines.map((line) => line.order_id));
      expect(orders.every((order) => withLines.has(order.id))).toBe(true);
      expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);

      // Every order's confirmation leaves the outbox, the dead process's claims included.
      await until(async () => {
        const pending = await db.kysely
          .selectFrom('outbox')
          .select('id')
          .where('status', '!=', 'sent')
          .execute();
        return pending.length === 0;
      }, 20_000);
      const rows = await db.kysely.selectFrom('outbox').select(['id', 'to_address']).execute();
      expect(rows).toHaveLength(STOCK);
      const byId = new Map<string, number>();
      for (const mail of mailbox.mails) {
        const id = /^<([^@>]+)@outbox\.haat>$/.exec(mail.messageId)?.[1];
        if (id) byId.set(id, (byId.get(id) ?? 0) + 1);
      }
      expect(rows.every((row) => (byId.get(row.id) ?? 0) >= 1)).toBe(true);
      // At least once: only a mail the killed process had handed to the SMTP server but not yet
      // marked sent may go twice (same Message-ID); no other mail is ever sent twice.
      const twice = [...byId.values()].filter((count) => count > 1);
      expect(twice.length).toBeLessThanOrEqual(1);
      expect(twice.every((count) => count === 2)).toBe(true);
    }, 90_000);
  },
);
