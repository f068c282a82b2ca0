import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, type SitemapItemLoose } from 'sitemap';
import { ROUTES } from '@haat/contracts';
import type { DbExecutor } from '../db/connect.ts';

/**
 * The sitemap of the storefront (docs/decisions/193-sitemap.md): home, the listing, each
 * category's listing and every enabled product's page, read in keyset pages and written as
 * they are read, never the whole catalogue in memory. The sitemaps protocol allows 50,000
 * addresses a file: a larger shop gets a sitemap index over product files of that size.
 */

/** Addresses in one sitemap file, the protocol's limit. */
export const SITEMAP_URLS_PER_FILE = 50_000;
/** Products read per query while a file is written. */
const READ_PAGE = 1_000;

export interface SitemapOptions {
  db: DbExecutor;
  publicUrl: string;
  /** Addresses per file; the protocol's 50,000 unless a test makes files smaller. */
  perFile?: number;
}

async function enabledProducts(db: DbExecutor): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function categoryNames(db: DbExecutor): Promise<string[]> {
  const rows = await db.selectFrom('categories').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

/** The storefront's own pages: home, the listing and each category's listing. */
async function* storefrontItems(db: DbExecutor): AsyncGenerator<SitemapItemLoose> {
  yield { url: ROUTES.home };
  yield { url: ROUTES.productListing };
  for (const name of await categoryNames(db)) {
    yield { url: `${ROUTES.productListing}?category=${encodeURIComponent(name)}` };
  }
}

/** Enabled products from the `skip`th (by id) on, at most `count`, a page of rows at a time. */
async function* productItems(
  db: DbExecutor,
  skip: number,
  count: number,
): AsyncGenerator<SitemapItemLoose> {
  let after: string | null = null;
  if (skip > 0) {
    const start = await db
      .selectFrom('products')
      .select('id')
      .where('disabled', '=', 0)
      .orderBy('id')
      .offset(skip - 1)
      .limit(1)
      .executeTakeFirst();
    if (!start) return;
    after = start.id;
  }
  let left = count;
  while (left > 0) {
    let query = db
      .selectFrom('products')
      .select(['id', 'updated_at'])
      .where('disabled', '=', 0)
      .orderBy('id')
      .limit(Math.min(READ_PAGE, left));
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const row of rows) {
      yield {
        url: `/product/${encodeURIComponent(row.id)}`,
        lastmod: new Date(row.updated_at).toISOString(),
      };
    }
    if (rows.length === 0) return;
    left -= rows.length;
    after = rows.at(-1)!.id;
  }
}

async function* concat<T>(...parts: AsyncIterable<T>[]): AsyncGenerator<T> {
  for (const part of parts) yield* part;
}

/** How the sitemap is laid out for the catalogue of the moment. */
async function layout({ db, perFile = SITEMAP_URLS_PER_FILE }: SitemapOptions) {
  const products = await enabledProducts(db);
  const pages = 2 + (await categoryNames(db)).length;
  const oneFile = pages + products <= perFile;
  return { products, oneFile, productFiles: Math.ceil(products / perFile), perFile };
}

function xmlOf(items: AsyncIterable<SitemapItemLoose>, publicUrl: string): Readable {
  return Readable.from(items).pipe(new SitemapStream({ hostname: publicUrl }));
}

/**
 * `/sitemap.xml`: every address in one file while they fit, else a sitemap index of
 * `/sitemaps/pages.xml` and `/sitemaps/products-{n}.xml`.
 */
export async function sitemap(options: SitemapOptions): Promise<Readable> {
  const { db, publicUrl } = options;
  const plan = await layout(options);
  if (plan.oneFile) {
    return xmlOf(concat(storefrontItems(db), productItems(db, 0, plan.products)), publicUrl);
  }
  const files = [`${publicUrl}/sitemaps/pages.xml`];
  for (let file = 1; file <= plan.productFiles; file++) {
    files.push(`${publicUrl}/sitemaps/products-${file}.xml`);
  }
  return Readable.from(files).pipe(new SitemapIndexStream());
}

/** `/sitemaps/pages.xml`: the storefront's own pages. */
export function pagesSitemap({ db, publicUrl }: SitemapOptions): Readable {
  return xmlOf(storefrontItems(db), publicUrl);
}

/** `/sitemaps/products-{file}.xml` (from 1), or null when the catalogue has no such file. */
export async function productsSitemap(
  options: SitemapOptions,
  file: number,
): Promise<Readable | null> {
  const plan = await layout(options);
  if (plan.oneFile || file < 1 || file > plan.productFiles) return null;
  return xmlOf(
    productItems(options.db, (file - 1) * plan.perFile, plan.perFile),
    options.publicUrl,
  );
}

/** robots.txt: the storefront for everyone, the private screens not, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    '# Haat: the storefront is for everyone; accounts, carts, orders and dashboards are private.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cart',
    'Disallow: /place-order',
    'Disallow: /my-orders',
    'Disallow: /my-account',
    'Disallow: /otp-verify',
    'Disallow: /reset-password/',
    'Disallow: /verify-email/',
    'Disallow: /admin',
    'Disallow: /agent-',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
