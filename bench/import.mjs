// node bench/import.mjs (npm run bench:import): the catalogue import's budget of issue 22,
// 5,000 rows with pictures in under a minute (docs/product.md, "Admin: catalogue file").
//
// Starts the built server on a fresh SQLite database with the demo data, makes a CSV of 5,000
// new products (half with sizes and stock per size) and a ZIP of 500 distinct JPEG pictures
// the rows name (ten rows a picture), signs in as the demo Admin, and times one
// POST /api/imports/products?dryRun=false. Prints the seconds and the answer's counts.
//
// Options: --rows=<default 5000>  --pictures=<default 500>  --server=<a built main.js>
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { DATA_DIR, DEFAULT_SERVER, startServer } from './server-process.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? true];
  }),
);
const ROWS = Number(args.rows ?? 5000);
const PICTURES = Number(args.pictures ?? 500);
const SERVER = args.server ? path.resolve(String(args.server)) : DEFAULT_SERVER;
const ADMIN = { identifier: 'admin@haat.test', password: 'Haat-admin-2026' };
const COLUMNS = [
  'sku',
  'productName',
  'description',
  'category',
  'price',
  'agentCommission',
  'availability',
  'images',
  'size',
  'inventory',
  'stock_S',
  'stock_M',
  'stock_L',
];

async function pictures() {
  const files = {};
  for (let n = 0; n < PICTURES; n += 1) {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: n % 256, g: (n * 7) % 256, b: (n * 13) % 256 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    files[`picture-${n}.jpg`] = new Uint8Array(jpeg);
  }
  return Buffer.from(zipSync(files, { level: 0 }));
}

function csv() {
  const lines = [COLUMNS.join(',')];
  for (let n = 0; n < ROWS; n += 1) {
    const sized = n % 2 === 0;
    const cells = {
      sku: `BENCH-${n}`,
      productName: `Bench product ${n}`,
      description: `"A product of the import benchmark, number ${n}."`,
      category: 'Footwear',
      price: String(100 + (n % 900)),
      agentCommission: '10',
      availability: 'In stock',
      images: `picture-${n % PICTURES}.jpg`,
      size: sized ? 'S|M|L' : '',
      inventory: sized ? '' : String(n % 50),
      stock_S: sized ? String(n % 5) : '',
      stock_M: sized ? String(n % 7) : '',
      stock_L: sized ? '3' : '',
    };
    lines.push(COLUMNS.map((column) => cells[column]).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const dir = path.join(DATA_DIR, 'import');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const app = await startServer({
  server: SERVER,
  url: `sqlite:${path.join(dir, 'haat.db')}`,
  name: 'import',
  seedDemo: true,
});
try {
  console.log(`Import: making ${ROWS} rows and a ZIP of ${PICTURES} pictures…`);
  const zip = await pictures();
  const file = csv();
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
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'products.csv');
  form.append('images', new Blob([zip], { type: 'application/zip' }), 'images.zip');
  const started = performance.now();
  const res = await fetch(`${app.base}/api/imports/products?dryRun=false`, {
    method: 'POST',
    headers: { origin: app.base, cookie },
    body: form,
  });
  const answer = await res.json();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Import of ${ROWS} rows (${(file.length / 1e6).toFixed(1)} MB CSV, ` +
      `${(zip.length / 1e6).toFixed(1)} MB ZIP): ${res.status} in ${seconds.toFixed(1)} s; ` +
      `created ${answer.created}, updated ${answer.updated}, unchanged ${answer.unchanged}, ` +
      `errors ${answer.errors?.length}`,
  );
  if (res.status !== 200 || answer.created !== ROWS) {
    console.log(JSON.stringify(answer.errors?.slice(0, 5)));
    process.exitCode = 1;
  }
  if (seconds >= 60) {
    console.log('Over the budget of one minute.');
    process.exitCode = 1;
  }
} finally {
  await app.stop();
}
