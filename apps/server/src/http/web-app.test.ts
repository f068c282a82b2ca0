import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productImageSrcSet,
  ROUTE_DATA_PRELOADS,
  SPECIAL_PICKS_IMAGE_SIZES,
  specialPicksPath,
} from '@haat/contracts';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const INDEX =
  '<!doctype html><html><head><title>Haat</title><link rel="stylesheet" crossorigin href="/assets/index-789.css"></head><body></body></html>';
const CSS = 'body{color:#111}';
const ENTRY_JS = `console.log(${JSON.stringify('entry '.repeat(400))})`;

/** A web build as Vite writes it: the manifest, the route map and precompressed assets. */
function writeWebBuild(webRoot: string) {
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), content);
  };
  write('index.html', INDEX);
  const assets = {
    'assets/index-abc123.js': ENTRY_JS,
    'assets/shared-def456.js': 'export const shared = 1;',
    'assets/HomePage-111.js': 'export const HomePage = 1;',
    'assets/ProductPage-222.js': 'export const ProductPage = 2;',
  };
  for (const [file, content] of Object.entries(assets)) {
    write(file, content);
    write(`${file}.br`, zlib.brotliCompressSync(content));
    write(`${file}.gz`, zlib.gzipSync(content));
  }
  write('assets/index-789.css', CSS);
  write('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('sw.js', 'self.addEventListener("fetch", () => undefined);');
  write('manifest.webmanifest', '{"name":"Haat"}');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-def456.js' },
      'src/HomePage.tsx': { file: 'assets/HomePage-111.js', imports: ['_shared.js'] },
      'src/ProductPage.tsx': { file: 'assets/ProductPage-222.js', imports: ['_shared.js'] },
    }),
  );
  write(
    '.vite/routes.json',
    JSON.stringify({ home: 'src/HomePage.tsx', product: 'src/ProductPage.tsx' }),
  );
}

describe('serving the web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-web-'));
    writeWebBuild(webRoot);
    t = await buildTestApp({ deps: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('returns index.html, uncached, with status 200 for every page of the app', async () => {
    for (const url of ['/', '/product/123', '/products-details?category=Footwear', '/cart/']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Haat</title>');
    }
  });

  it('sends pages a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an unknown path with 404 and the same app, which shows its not-found screen', async () => {
    for (const url of ['/no-such-page', '/product/1/2', '/index.html']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Haat</title>');
      expect(res.body).not.toContain('modulepreload');
    }
  });

  it("preloads the route's page chunk and, on home, its first data", async () => {
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" href="/assets/HomePage-111.js" />');
    // The entry and its imports are index.html's own; they are not repeated.
    expect(home.body).not.toContain('href="/assets/shared-def456.js"');
    for (const url of ROUTE_DATA_PRELOADS.home ?? []) {
      expect(home.body).toContain(
        `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin="use-credentials" />`,
      );
    }
    // The style sheet comes inside the page: no round trip before the first paint.
    expect(home.body).toContain(`<style>${CSS}</style>`);
    expect(home.body).not.toContain('rel="stylesheet"');
    const product = await t.request({ method: 'GET', url: '/product/123' });
    expect(product.body).toContain('href="/assets/ProductPage-222.js"');
    expect(product.body).not.toContain('HomePage');
  });

  it("preloads home's special picks and their first pictures as the card of the moment gives", async () => {
    const picks = (body: string) =>
      [
        ...body.matchAll(/<link rel="preload" href="(\/api\/all-products\?[^"]*category=[^"]*)"/g),
      ].map((match) => match[1]!.replaceAll('&amp;', '&'));
    const pictures = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="image" ([^>]*) \/>/g)].map((match) => match[1]);
    // A new shop's card names no category: nothing to preload for it.
    const before = (await t.request({ method: 'GET', url: '/' })).body;
    expect(picks(before)).toEqual([]);
    expect(pictures(before)).toEqual([]);

    const women = await makeCategory(t, { name: "Women's Clothing" });
    await makeCategory(t, { name: 'Footwear & Bags' });
    // Newest first: the kurta, then the saree, then the dupatta (too dear for the card).
    const saree = await makeProduct(t, { category_id: women.id, price_paise: 99_900 });
    const kurta = await makeProduct(t, { category_id: women.id, price_paise: 49_900 });
    await makeProduct(t, { category_id: women.id, price_paise: 500_000 });
    const admin = (await signInAs(t, 'Admin')).cookie;
    const card = (await t.request({ method: 'GET', url: '/api/get-card-details' })).json<{
      _id: string;
    }>();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/update-special-card/${card._id}`,
      headers: { cookie: admin },
      payload: {
        category1: "Women's Clothing",
        category2: 'Footwear & Bags',
        startingPrice: 499,
        endingPrice: 1999,
      },
    });
    expect(changed.statusCode).toBe(200);
    const expected = `/api${specialPicksPath({
      category1: "Women's Clothing",
      category2: 'Footwear & Bags',
      startingPrice: 499,
      endingPrice: 1999,
    })}`;
    expect(expected).toBe(
      '/api/all-products?page=1&limit=8&category=Women%27s+Clothing&category2=Footwear+%26+Bags&startingPrice=499&endingPrice=1999',
    );
    // The card's change is seen at once, not after the few seconds the preloads are kept.
    const home = await t.request({ method: 'GET', url: '/' });
    expect(picks(home.body)).toEqual([expected]);
    // The first two picks' pictures, with the srcset and sizes of their <img>s.
    const answer = await t.request({ method: 'GET', url: expected });
    const shown = answer.json<{ result: { _id: string; images: string[] }[] }>().result;
    expect(shown.map((product) => product._id)).toEqual([kurta.id, saree.id]);
    expect(pictures(home.body)).toEqual(
      shown.map(
        ({ images: [src] }) =>
          `href="${src}" imagesrcset="${productImageSrcSet(src!)}" ` +
          `imagesizes="${SPECIAL_PICKS_IMAGE_SIZES}" fetchpriority="high"`,
      ),
    );
    // The compressed page carries the same links.
    const br = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(picks(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual([expected]);
    // Other pages do not ask for them.
    const cart = (await t.request({ method: 'GET', url: '/cart' })).body;
    expect(picks(cart)).toEqual([]);
    expect(pictures(cart)).toEqual([]);
  });

  it('sends assets and pages brotli or gzip by Accept-Encoding, and says it varies', async () => {
    const asset = '/assets/index-abc123.js';
    const br = await t.request({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await t.request({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await t.request({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);

    const page = await t.request({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Haat</title>');
    const refused = await t.request({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('compresses JSON answers of 1 KB or more, not smaller ones', async () => {
    const docs = await t.request({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
    const health = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('sends the service worker and the manifest with no-cache, so a new version is seen at once', async () => {
    const worker = await t.request({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('caches other files for an hour and keeps unknown API paths and non-GETs as 404 JSON', async () => {
    const logo = await t.request({ method: 'GET', url: '/logo.svg' });
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');
    const api = await t.request({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const post = await t.request({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.headers['content-type']).toMatch(/application\/json/);
  });
});
