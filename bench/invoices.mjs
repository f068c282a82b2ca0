// node bench/invoices.mjs (npm run bench:invoices): the documents' budget of issue 23, 500 GST
// invoices in one PDF in under 30 s (docs/product.md, "Documents").
//
// Starts the built server on a fresh SQLite database with the demo data, signs in as the demo
// Admin, saves the shop's settings and ships one demo order (which issues its invoice), then
// copies that order 499 times straight into the database (new ids, order and invoice numbers;
// its three lines each), and times one GET /api/documents/invoices?ids=<the 500>. Prints the
// seconds, the PDF's size and pages; the PDF is left in bench/.data/invoices/.
//
// Options: --orders=<default 500>  --server=<a built main.js>
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { DATA_DIR, DEFAULT_SERVER, startServer } from './server-process.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const ORDERS = Number(args.orders ?? 500);
const SERVER = args.server ? path.resolve(String(args.server)) : DEFAULT_SERVER;
const ADMIN = { identifier: 'admin@haat.test', password: 'Haat-admin-2026' };
const BUDGET_SECONDS = 30;

const dir = path.join(DATA_DIR, 'invoices');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, 'haat.db');
const app = await startServer({
  server: SERVER,
  url: `sqlite:${file}`,
  name: 'invoices',
  seedDemo: true,
});

async function call(method, url, cookie, body) {
  const res = await fetch(`${app.base}${url}`, {
    method,
    headers: { origin: app.base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

try {
  const signIn = await fetch(`${app.base}/api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.base },
    body: JSON.stringify(ADMIN),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  await call('PUT', '/api/shop-settings', cookie, {
    legalName: 'Haat Retail LLP',
    address: '12 MG Road, Camp',
    state: 'Maharashtra',
    pincode: '411001',
    gstin: '27AAPFU0939F1ZV',
    invoicePrefix: 'HT',
    supportPhone: '9876543210',
  });
  const orders = (await (await call('GET', '/api/get-all-orders?limit=50', cookie)).json()).result;
  const placed = orders.find((order) => order.status === 'placed');
  await call('PUT', `/api/orders/${placed._id}/status`, cookie, { status: 'confirmed' });
  await call('PUT', `/api/orders/${placed._id}/status`, cookie, {
    status: 'shipped',
    courier: 'Delhivery',
    trackingNumber: 'DLV0000000001',
  });

  // 499 copies of the shipped order, each with its own numbers, in one transaction.
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const order = db.prepare('select * from orders where id = ?').get(placed._id);
  const lines = db.prepare('select * from order_items where order_id = ?').all(placed._id);
  // The copies are numbered after the shipped order's invoice: the demo shop has shipped
  // orders of its own, whose invoices took the year's first numbers.
  const [prefix, year, serial] = order.invoice_number.split('/');
  const firstSerial = Number(serial);
  const ids = [order.id];
  const insertOrder = db.prepare(
    `insert into orders (${Object.keys(order).join(', ')}) values (${Object.keys(order)
      .map((key) => `@${key}`)
      .join(', ')})`,
  );
  const insertLine = db.prepare(
    `insert into order_items (${Object.keys(lines[0]).join(', ')}) values (${Object.keys(lines[0])
      .map((key) => `@${key}`)
      .join(', ')})`,
  );
  db.transaction(() => {
    for (let n = 2; n <= ORDERS; n += 1) {
      const id = randomUUID();
      ids.push(id);
      insertOrder.run({
        ...order,
        id,
        idempotency_key: null,
        order_number: `HT-99-${String(n).padStart(6, '0')}`,
        invoice_number: `${prefix}/${year}/${String(firstSerial + n - 1).padStart(5, '0')}`,
        tracking_number: `DLV${String(n).padStart(10, '0')}`,
      });
      for (const line of lines) insertLine.run({ ...line, id: randomUUID(), order_id: id });
    }
    db.prepare(
      'update invoice_counters set last_serial = ? where last_serial = (select max(last_serial) from invoice_counters)',
    ).run(firstSerial + ORDERS - 1);
  })();
  db.close();

  console.log(`Invoices: ${ORDERS} orders of ${lines.length} lines; one PDF…`);
  const started = performance.now();
  const res = await call('GET', `/api/documents/invoices?ids=${ids.join(',')}`, cookie);
  const pdf = Buffer.from(await res.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  fs.writeFileSync(path.join(dir, 'invoices.pdf'), pdf);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `${ORDERS} invoices in one PDF: ${res.status} in ${seconds.toFixed(1)} s, ` +
      `${(pdf.length / 1e6).toFixed(1)} MB, ${pages} pages (budget ${BUDGET_SECONDS} s)`,
  );
  if (seconds >= BUDGET_SECONDS) {
    console.log(`Over the budget of ${BUDGET_SECONDS} s.`);
    process.exitCode = 1;
  }
} finally {
  await app.stop();
}
