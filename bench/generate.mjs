// Fills a migrated Haat database with a benchmark catalogue: 100,000 products (by default) in
// 12 categories, reusing a handful of images. Deterministic: the same seed gives the same
// names, prices and dates on SQLite and PostgreSQL. Bulk inserts in one transaction per
// database: prepared statements on SQLite, unnest() batches on PostgreSQL.
import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';
import { uuidv7 } from 'uuidv7';

const CATEGORIES = [
  ["Men's Clothing", ['Kurta', 'Shirt', 'Jeans', 'Nehru Jacket', 'Polo T-Shirt', 'Dhoti']],
  ["Women's Clothing", ['Saree', 'Kurti', 'Anarkali Set', 'Lehenga', 'Dupatta', 'Palazzo']],
  ['Footwear', ['Sneakers', 'Chappals', 'Juttis', 'Running Shoes', 'Sandals', 'Loafers']],
  [
    'Home & Kitchen',
    ['Pressure Cooker', 'Tawa', 'Kadai', 'Tiffin Box', 'Water Bottle', 'Mixer Jar'],
  ],
  ['Electronics', ['Earbuds', 'Power Bank', 'Smart Watch', 'Speaker', 'Charger', 'Trimmer']],
  ['Beauty & Personal Care', ['Face Oil', 'Kajal', 'Hair Oil', 'Ubtan', 'Lip Balm', 'Soap']],
  ['Jewellery', ['Jhumkas', 'Bangles', 'Necklace', 'Anklet', 'Nose Pin', 'Maang Tikka']],
  ['Home Decor', ['Cushion Cover', 'Diya Set', 'Wall Hanging', 'Bedsheet', 'Rug', 'Curtain']],
  ['Bags', ['Tote Bag', 'Backpack', 'Clutch', 'Sling Bag', 'Potli', 'Wallet']],
  ['Toys & Games', ['Puzzle', 'Board Game', 'Soft Toy', 'Spinning Top', 'Kite', 'Building Blocks']],
  ['Stationery', ['Notebook', 'Fountain Pen', 'Diary', 'Pencil Box', 'Sketchbook', 'Planner']],
  ['Grocery', ['Basmati Rice', 'Masala Chai', 'Ghee', 'Honey', 'Pickle', 'Dry Fruits']],
];
const ADJECTIVES = [
  'Classic',
  'Handloom',
  'Premium',
  'Everyday',
  'Festive',
  'Royal',
  'Organic',
  'Handmade',
  'Lightweight',
  'Vintage',
  'Modern',
  'Traditional',
  'Designer',
  'Eco',
  'Deluxe',
  'Compact',
];
const MATERIALS = [
  'Cotton',
  'Silk',
  'Linen',
  'Leather',
  'Brass',
  'Copper',
  'Steel',
  'Wooden',
  'Khadi',
  'Bamboo',
  'Jute',
  'Chanderi',
  'Terracotta',
  'Velvet',
  'Denim',
  'Clay',
];
const COLOURS = [
  'Indigo',
  'Maroon',
  'Mustard',
  'Teal',
  'Ivory',
  'Saffron',
  'Emerald',
  'Rust',
  'Peach',
  'Charcoal',
  'Rani Pink',
  'Olive',
];
const APPAREL = new Set([0, 1, 2]);
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** A small deterministic PRNG (mulberry32), so both databases get the same catalogue. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function makeImages(count) {
  const images = [];
  for (let i = 0; i < count; i += 1) {
    const picture = sharp({
      create: {
        width: 800,
        height: 800,
        channels: 3,
        background: { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 151) % 256 },
      },
    });
    const data = await picture.clone().webp({ quality: 80 }).toBuffer();
    const small = await sharp(data).resize({ width: 400 }).webp({ quality: 80 }).toBuffer();
    const id = crypto.createHash('sha256').update(data).digest('hex').slice(0, 32);
    images.push({ id, data, small });
  }
  return images;
}

/** The rows of the benchmark catalogue. */
export function catalogue(count, seed = 2026) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const categories = CATEGORIES.map(([name], i) => ({
    id: uuidv7(),
    name,
    created_at: new Date(Date.UTC(2025, 0, 1, 0, 0, i)).toISOString(),
  }));
  const newest = Date.UTC(2026, 10, 1);
  const products = [];
  // Oldest first, as a shop fills up: ids and insertion order follow creation time.
  for (let i = count - 1; i >= 0; i -= 1) {
    const c = Math.floor(next() * CATEGORIES.length);
    const noun = pick(CATEGORIES[c][1]);
    const name = `${pick(ADJECTIVES)} ${pick(MATERIALS)} ${noun}, ${pick(COLOURS)}`;
    // Prices from ₹99 to about ₹10,000, most of them low, as in a real shop.
    const rupees = Math.round(99 + 9900 * next() ** 3);
    const inventory = next() < 0.05 ? 0 : 1 + Math.floor(next() * 200);
    const sizes = APPAREL.has(c) ? SIZES.filter(() => next() < 0.6) : [];
    // One product every ~5 minutes, going back in time: a year of catalogue.
    const createdAt = new Date(newest - i * 311_000 - Math.floor(next() * 1000)).toISOString();
    products.push({
      id: uuidv7(),
      name,
      description: `${name}. Carefully made and quality checked before it ships.`,
      details: `Material: ${name.split(' ')[1]}\nCountry of origin: India`,
      category_id: categories[c].id,
      price_paise: rupees * 100,
      agent_commission_bp: 500 + Math.floor(next() * 11) * 100,
      display_discount: next() < 0.4 ? 5 * (1 + Math.floor(next() * 10)) : null,
      sizes: JSON.stringify(sizes),
      inventory,
      availability: inventory === 0 ? 'Out of stock' : 'In stock',
      disabled: next() < 0.02 ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
      imageCount: 1 + Math.floor(next() * 3),
      imageOffset: Math.floor(next() * 1000),
    });
  }
  return { categories, products };
}

const PRODUCT_COLUMNS = [
  'id',
  'name',
  'description',
  'details',
  'category_id',
  'price_paise',
  'agent_commission_bp',
  'display_discount',
  'sizes',
  'inventory',
  'availability',
  'disabled',
  'created_at',
  'updated_at',
];

/**
 * Fills the database at `url` (already migrated, without products) and returns counts.
 * `log` receives progress lines.
 */
export async function generate(url, { products: count = 100_000, log = () => {} } = {}) {
  const started = Date.now();
  const images = await makeImages(8);
  const { categories, products } = catalogue(count);
  const productImages = products.flatMap((product) =>
    Array.from({ length: product.imageCount }, (_, position) => ({
      product_id: product.id,
      position,
      image_id: images[(product.imageOffset + position) % images.length].id,
    })),
  );
  log(`generated ${products.length} products in memory (${Date.now() - started} ms)`);

  if (url.startsWith('sqlite:')) {
    const db = new SQLite(url.slice('sqlite:'.length));
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    const insertImage = db.prepare(
      `insert into images (id, mime, width, height, bytes, data, data_small)
       values (?, 'image/webp', 800, 800, ?, ?, ?) on conflict (id) do nothing`,
    );
    const insertCategory = db.prepare(
      'insert into categories (id, name, created_at, updated_at) values (?, ?, ?, ?)',
    );
    const insertProduct = db.prepare(
      `insert into products (${PRODUCT_COLUMNS.join(', ')})
       values (${PRODUCT_COLUMNS.map(() => '?').join(', ')})`,
    );
    const insertProductImage = db.prepare(
      'insert into product_images (product_id, position, image_id) values (?, ?, ?)',
    );
    db.transaction(() => {
      for (const image of images) {
        insertImage.run(image.id, image.data.length, image.data, image.small);
      }
      for (const c of categories) insertCategory.run(c.id, c.name, c.created_at, c.created_at);
      for (const p of products) insertProduct.run(...PRODUCT_COLUMNS.map((column) => p[column]));
      for (const pi of productImages)
        insertProductImage.run(pi.product_id, pi.position, pi.image_id);
    })();
    db.exec('analyze');
    db.close();
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      for (const image of images) {
        await client.query(
          `insert into images (id, mime, width, height, bytes, data, data_small)
           values ($1, 'image/webp', 800, 800, $2, $3, $4) on conflict (id) do nothing`,
          [image.id, image.data.length, image.data, image.small],
        );
      }
      for (const c of categories) {
        await client.query(
          'insert into categories (id, name, created_at, updated_at) values ($1, $2, $3, $3)',
          [c.id, c.name, c.created_at],
        );
      }
      const types = {
        id: 'text',
        name: 'text',
        description: 'text',
        details: 'text',
        category_id: 'text',
        price_paise: 'bigint',
        agent_commission_bp: 'integer',
        display_discount: 'integer',
        sizes: 'text',
        inventory: 'integer',
        availability: 'text',
        disabled: 'integer',
        created_at: 'text',
        updated_at: 'text',
      };
      for (let start = 0; start < products.length; start += 10_000) {
        const batch = products.slice(start, start + 10_000);
        await client.query(
          `insert into products (${PRODUCT_COLUMNS.join(', ')})
           select * from unnest(${PRODUCT_COLUMNS.map((c, i) => `$${i + 1}::${types[c]}[]`).join(', ')})`,
          PRODUCT_COLUMNS.map((column) => batch.map((p) => p[column])),
        );
      }
      for (let start = 0; start < productImages.length; start += 20_000) {
        const batch = productImages.slice(start, start + 20_000);
        await client.query(
          `insert into product_images (product_id, position, image_id)
           select * from unnest($1::text[], $2::integer[], $3::text[])`,
          [
            batch.map((r) => r.product_id),
            batch.map((r) => r.position),
            batch.map((r) => r.image_id),
          ],
        );
      }
      await client.query('commit');
      await client.query('vacuum analyze');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  }
  log(`inserted ${products.length} products in ${Date.now() - started} ms`);
  return { products: products.length, categories: categories.length, images: images.length };
}
