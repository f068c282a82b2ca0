import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { pagesSitemap, productsSitemap, sitemap } from './sitemap.ts';

async function text(stream: Readable): Promise<string> {
  let xml = '';
  for await (const chunk of stream) xml += String(chunk);
  return xml;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap and robots.txt (docs/decisions/193-sitemap.md)', () => {
  let t: TestApp;
  let enabled: string[];
  let disabledId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const category = await makeCategory(t, { name: 'Home & Kitchen' });
    enabled = [];
    for (let index = 0; index < 5; index++) {
      enabled.push((await makeProduct(t, { category_id: category.id })).id);
    }
    disabledId = (await makeProduct(t, { category_id: category.id, disabled: 1 })).id;
  });
  afterAll(() => t.close());

  it('lists home, the listing, each category and every enabled product, never a disabled one', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const urls = locs(res.body);
    const origin = t.config.publicUrl;
    expect(urls).toContain(`${origin}/`);
    expect(urls).toContain(`${origin}/products-details`);
    expect(urls).toContain(`${origin}/products-details?category=Home%20%26%20Kitchen`);
    for (const id of enabled) expect(urls).toContain(`${origin}/product/${id}`);
    expect(urls.some((url) => url?.includes(disabledId))).toBe(false);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('splits a catalogue larger than one file into an index over files of at most that many', async () => {
    const options = { db: t.db.kysely, publicUrl: 'https://haat.example', perFile: 2 };
    const index = await text(await sitemap(options));
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files[0]).toBe('https://haat.example/sitemaps/pages.xml');
    // 5 enabled products, 2 a file: 3 product files (the categories of other tests add none).
    expect(files.slice(1)).toEqual(
      [1, 2, 3].map((n) => `https://haat.example/sitemaps/products-${n}.xml`),
    );
    const products: string[] = [];
    for (let file = 1; file <= 3; file++) {
      const xml = await text((await productsSitemap(options, file))!);
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(2);
      products.push(...(urls as string[]));
    }
    expect(products.sort()).toEqual(
      enabled.map((id) => `https://haat.example/product/${id}`).sort(),
    );
    expect(await productsSitemap(options, 4)).toBeNull();
    expect(locs(await text(pagesSitemap(options)))).toContain(
      'https://haat.example/products-details',
    );
  });

  it('answers a product file that does not exist with 404', async () => {
    const res = await t.request({ method: 'GET', url: '/sitemaps/products-7.xml' });
    expect(res.statusCode).toBe(404);
  });

  it('robots.txt keeps the private screens out and points at the sitemap', async () => {
    const res = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});
