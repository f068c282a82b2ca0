import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RENDERED_PAGE_ENTRY,
  SERVER_DATA_ID,
  WEB_MANIFEST_FILE,
  type WebManifest,
} from '@haat/contracts';
import { ResponseCache } from '../catalog/response-cache.ts';
import { changePrice, makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { signInAs } from '../testing/factories.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { freshWebBuild } from '@haat/testing/web-build';
import { rendererCallsAnsweredBy } from './rendered-pages.ts';

/** The storefront rendered on the server (docs/decisions/192-server-rendering.md). */

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The app's own HTML: what is inside `<div id="root">`, up to its server data. */
function body(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${SERVER_DATA_ID}"`));
}

/** The headers that differ from one answer to the next whatever answers it. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);

function headersOf(res: Response): Record<string, string> {
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));
}

describe('pages rendered on the server', () => {
  let t: TestApp;
  /** Fastify's log lines: a request it handles is logged as it comes in. */
  const logLines: string[] = [];
  let manifest: WebManifest;
  let webRoot: string;
  beforeAll(async () => {
    // The real web build and its renderer, as `npm run build` makes them (built first when
    // stale, once per run).
    webRoot = freshWebBuild(webDir).webRoot;
    manifest = JSON.parse(
      fs.readFileSync(path.join(webRoot, WEB_MANIFEST_FILE), 'utf8'),
    ) as WebManifest;
    t = await buildTestApp({
      deps: {
        webRoot,
        logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
      },
    });
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('renders a product page with its name, price and first picture, and its Product JSON-LD', async () => {
    const category = await makeCategory(t, { name: 'Footwear' });
    const product = await makeProduct(t, {
      name: 'Kolhapuri Chappals',
      price_paise: 69_900,
      category_id: category.id,
      sizes: '["S","M"]',
      stock_s: 0,
      stock_m: 3,
      inventory: 3,
    });
    const res = await t.request({ method: 'GET', url: `/product/${product.id}` });
    expect(res.statusCode).toBe(200);
    const content = body(res.body);
    expect(content).toContain('Kolhapuri Chappals');
    expect(content).toContain('₹699');
    expect(content).toContain(`/images/${product.images[0]}`);
    const [ld, breadcrumb] = jsonLd(res.body);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Kolhapuri Chappals',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: '699.00',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    // No inline script that would run: the CSP allows none (data scripts are not run).
    expect(res.body).not.toMatch(/<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/);
  });

  it('sends a rendered page compressed as asked, the same page as sent plain', async () => {
    // Compressed on the render worker (decision 401): the bytes the event loop would make.
    const product = await makeProduct(t, { name: 'Banarasi Silk Saree' });
    const url = `/product/${product.id}`;
    const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const gzip = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.request({ method: 'GET', url });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.body).toContain('Banarasi Silk Saree');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('says OutOfStock when no size has stock', async () => {
    const product = await makeProduct(t, {
      sizes: '["S","M"]',
      stock_s: 0,
      stock_m: 0,
      inventory: 0,
    });
    const res = await t.request({ method: 'GET', url: `/product/${product.id}` });
    const [ld] = jsonLd(res.body);
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('answers an unknown product with 404, the not-found page and noindex', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/product/01a218de-0000-7000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(body(res.body)).toContain('This product does not exist.');
    expect(jsonLd(res.body)).toEqual([]);
  });

  it('answers a deleted product with 404 and noindex, its page saying it is no longer sold', async () => {
    const deleted = await makeProduct(t, { name: 'Withdrawn Kettle', disabled: 1 });
    const res = await t.request({ method: 'GET', url: `/product/${deleted.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(body(res.body)).toContain('This product is no longer sold.');
    expect(jsonLd(res.body)).toEqual([]);
  });

  it('shows a new price in the next page rendered', async () => {
    const product = await makeProduct(t, { name: 'Brass Diya', price_paise: 25_000 });
    const url = `/product/${product.id}`;
    expect(body((await t.request({ method: 'GET', url })).body)).toContain('₹250');
    await changePrice(t, product.id, 27_500);
    const again = body((await t.request({ method: 'GET', url })).body);
    expect(again).toContain('₹275');
    expect(again).not.toContain('₹250');
  });

  it("carries the link preview of the product it shows, with the page's own price, and its style sheet", async () => {
    const product = await makeProduct(t, { name: 'Clay Water Pot', price_paise: 35_000 });
    const url = `/product/${product.id}`;
    const first = await t.request({ method: 'GET', url });
    expect(first.body).toContain('<title>Clay Water Pot – ₹350 | Haat</title>');
    expect(first.body).toContain('<meta property="og:title" content="Clay Water Pot – ₹350" />');
    expect(first.body).toContain('<meta property="product:price:amount" content="350.00" />');
    expect(first.body.match(/name="description"/g)).toHaveLength(1);
    // The inlined style sheet is in the head once, as index.html has it.
    expect(first.body.match(/<style>/g)).toHaveLength(1);
    expect(first.body.indexOf('<style>')).toBeLessThan(first.body.indexOf('</head>'));
    expect(first.body).not.toContain('data-haat-kept');
    // Changed behind the shop's back (no change event): another page of the product, rendered
    // from the product's answer still kept, previews the price that page shows, not another.
    await t.db.kysely
      .updateTable('products')
      .set({ price_paise: 36_000 })
      .where('id', '=', product.id)
      .execute();
    const other = await t.request({ method: 'GET', url: `${url}?search=pot` });
    expect(body(other.body)).toContain('₹350');
    expect(other.body).toContain('<meta property="og:title" content="Clay Water Pot – ₹350" />');
    expect(other.body).not.toContain('₹360');
  });

  it('keeps one page for addresses that differ only in parameters no page reads', async () => {
    const product = await makeProduct(t, { name: 'Jute Tote Bag', price_paise: 40_000 });
    const url = `/product/${product.id}`;
    const plain = await t.request({ method: 'GET', url });
    expect(body(plain.body)).toContain('₹400');
    // Changed behind the shop's back (no change event): a page rendered again would show it.
    await t.db.kysely
      .updateTable('products')
      .set({ price_paise: 41_000 })
      .where('id', '=', product.id)
      .execute();
    const shared = await t.request({ method: 'GET', url: `${url}?utm_source=whatsapp&fbclid=a1` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toBe(plain.body);
    const [productLd] = jsonLd(shared.body);
    expect(productLd).toMatchObject({ url: expect.not.stringContaining('utm_source') });
    // The parameters a page reads still make pages of their own, whatever their order.
    await makeProduct(t, { name: 'Brass Lamp' });
    const lamp = await t.request({ method: 'GET', url: '/products-details?search=Lamp&utm_x=1' });
    expect(body(lamp.body)).toContain('Brass Lamp');
    expect(body(lamp.body)).not.toContain('Jute Tote Bag');
    const tote = await t.request({ method: 'GET', url: '/products-details?search=Tote' });
    expect(body(tote.body)).toContain('Jute Tote Bag');
  });

  it('renders home and the listing with their products, the same page for everyone', async () => {
    const category = await makeCategory(t, { name: 'Home & Kitchen' });
    await makeProduct(t, { name: 'Copper Water Bottle', category_id: category.id });
    const home = await t.request({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(body(home.body)).toContain('Copper Water Bottle');
    const listing = await t.request({
      method: 'GET',
      url: `/products-details?category=${encodeURIComponent('Home & Kitchen')}`,
    });
    expect(body(listing.body)).toContain('Copper Water Bottle');
    const [itemList] = jsonLd(listing.body);
    expect(itemList).toMatchObject({ '@type': 'ItemList' });
    // A signed-in visitor gets the same HTML: who they are fills in after the page starts.
    const withCookie = await t.request({
      method: 'GET',
      url: '/',
      headers: { cookie: 'session=someone' },
    });
    expect(withCookie.body).toBe(home.body);
  });

  it('renders the same pages in the process itself when RENDER_WORKERS is 0', async () => {
    const inProcess = await buildTestApp({ deps: { webRoot }, env: { RENDER_WORKERS: '0' } });
    try {
      const pages: string[] = [];
      for (const app of [t, inProcess]) {
        const category = await makeCategory(app, { name: 'Handloom' });
        const product = await makeProduct(app, {
          name: 'Ikat Cotton Dupatta',
          price_paise: 54_900,
          category_id: category.id,
        });
        const res = await app.request({ method: 'GET', url: `/product/${product.id}` });
        expect(res.statusCode).toBe(200);
        expect(jsonLd(res.body)[0]).toMatchObject({
          '@type': 'Product',
          offers: { price: '549.00' },
        });
        // The same markup but for what is the product's own (its id, pictures and dates).
        pages.push(
          body(res.body)
            .replaceAll(product.id, 'PRODUCT')
            .replaceAll(category.id, 'CATEGORY')
            .replace(/\/images\/[^"\s,]+/g, 'IMAGE'),
        );
      }
      expect(pages[1]).toContain('Ikat Cotton Dupatta');
      expect(pages[1]).toContain('₹549');
      expect(pages[1]).toBe(pages[0]);
    } finally {
      await inProcess.close();
    }
  });

  it("renders in the lang cookie's language, else Accept-Language's, each kept apart (issue 30)", async () => {
    await makeProduct(t, { name: 'Brass Diya' });
    const english = await t.request({ method: 'GET', url: '/' });
    expect(english.body).toContain('<html lang="en"');
    expect(body(english.body)).toContain('Login');
    expect(english.headers.vary).toMatch(/Cookie/);
    const hindi = await t.request({ method: 'GET', url: '/', headers: { cookie: 'lang=hi' } });
    expect(hindi.body).toContain('<html lang="hi"');
    // The header in Hindi; the product's name as the admin typed it.
    expect(body(hindi.body)).toContain('लॉग इन');
    expect(body(hindi.body)).not.toContain('>Login<');
    expect(body(hindi.body)).toContain('Brass Diya');
    const browser = await t.request({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(browser.body).toBe(hindi.body);
    // The cookie wins over the browser's languages.
    const chosen = await t.request({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'hi-IN', cookie: 'lang=en' },
    });
    expect(chosen.body).toBe(english.body);
    // A page the server does not render carries the language too.
    const signIn = await t.request({
      method: 'GET',
      url: '/sign-in',
      headers: { cookie: 'lang=hi' },
    });
    expect(signIn.body).toContain('<html lang="hi"');
  });

  it("carries the page's server data for the browser to start from", async () => {
    const product = await makeProduct(t, { name: 'Jute Tote Bag' });
    const res = await t.request({ method: 'GET', url: `/product/${product.id}` });
    const json = new RegExp(
      `<script type="application/json" id="${SERVER_DATA_ID}">([\\s\\S]*?)</script>`,
    ).exec(res.body)?.[1];
    const state = JSON.parse(json!) as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    const answer = state.queries.find((query) => query.queryKey[0] === 'catalog.products.get');
    expect(answer?.state.data).toMatchObject({ _id: product.id, productName: 'Jute Tote Bag' });
  });

  it('starts with the small script that loads the app after the first screen, not with the app', async () => {
    const product = await makeProduct(t, { name: 'Brass Diya' });
    const app = manifest['index.html']!.file;
    for (const url of ['/', `/product/${product.id}`]) {
      const { body: html } = await t.request({ method: 'GET', url });
      const scripts = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)];
      expect(scripts.map((script) => script[1])).toEqual([manifest[RENDERED_PAGE_ENTRY]!.file]);
      expect(html).not.toContain('rel="modulepreload"');
      // The app's files for it to load, its entry last.
      const files = /<meta name="haat-app" content="([^"]+)"/.exec(html)?.[1]?.split(' ');
      expect(files?.at(-1)).toBe(`/${app}`);
    }
    // A page the browser draws still starts with the app itself.
    const cart = await t.request({ method: 'GET', url: '/cart' });
    expect(cart.body).toContain(`src="/${app}"`);
    expect(cart.body).not.toContain('haat-app');
  });

  it('sends a kept page before Fastify, with the bytes and headers Fastify sent (decision 420)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    const category = await makeCategory(t, { name: 'Lamps' });
    const product = await makeProduct(t, {
      name: 'Brass Lamp',
      price_paise: 25_000,
      category_id: category.id,
    });
    /** How many times Fastify took a request for `path`. */
    const seen = (path: string) =>
      logLines.filter((line) => line.includes('"incoming request"') && line.includes(`"${path}"`))
        .length;
    const { cookie: session } = await signInAs(t, 'Customer');
    for (const path of ['/', '/products-details?category=Lamps', `/product/${product.id}`]) {
      const asked: Record<string, string>[] = [
        { 'accept-encoding': 'br' },
        { 'accept-encoding': 'gzip' },
        { 'accept-encoding': '' },
        { 'accept-encoding': 'br', cookie: 'lang=hi' },
        { 'accept-encoding': 'gzip', 'accept-language': 'hi-IN,hi;q=0.9' },
      ];
      for (const headers of asked) {
        // The first is made by Fastify (rendered, or compressed, and kept); the second is not.
        const first = await fetch(base + path, { headers });
        const before = seen(path);
        const second = await fetch(base + path, { headers });
        expect(seen(path), `${path} ${JSON.stringify(headers)}`).toBe(before);
        expect(second.status).toBe(200);
        expect(headersOf(second)).toEqual(headersOf(first));
        expect(Buffer.from(await second.arrayBuffer())).toEqual(
          Buffer.from(await first.arrayBuffer()),
        );
      }
      // A signed-in visitor's request goes through Fastify, which reads the session.
      const before = seen(path);
      expect((await fetch(base + path, { headers: { cookie: session } })).status).toBe(200);
      expect(seen(path)).toBe(before + 1);
    }
    // A change of price is in the next page: the change empties the cache, Fastify renders it.
    const path = `/product/${product.id}`;
    expect(await (await fetch(base + path)).text()).toContain('₹250');
    await changePrice(t, product.id, 27_500);
    const before = seen(path);
    const after = await (await fetch(base + path)).text();
    expect(seen(path)).toBe(before + 1);
    expect(after).toContain('₹275');
    expect(after).not.toContain('₹250');
  });
  it("gives a page's reads kept in the response cache to its renderer as app.inject would, and a new price at once (decision 450)", async () => {
    // Its clock stands still: what is kept stays fresh however slow the machine.
    const cache = new ResponseCache(() => 0);
    const lines: string[] = [];
    const own = await buildTestApp({
      deps: {
        webRoot,
        catalogueCache: cache,
        logger: { level: 'info', stream: { write: (line) => lines.push(line) } },
      },
    });
    try {
      /** The addresses of the API reads Fastify took, in order. */
      const taken = () =>
        lines
          .filter((line) => line.includes('"incoming request"'))
          .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)
          .filter((url) => url.startsWith('/api/'));
      const category = await makeCategory(own, { name: 'Diyas' });
      const product = await makeProduct(own, {
        name: 'पीतल दीया – Brass Diya',
        price_paise: 25_000,
        category_id: category.id,
      });
      await makeProduct(own, { name: 'Clay Diya', category_id: category.id });
      // The reads of a product page, a listing and home, as their renderer asks them.
      for (const url of [`/product/${product.id}`, '/products-details?category=Diyas', '/']) {
        expect((await own.request({ method: 'GET', url })).statusCode).toBe(200);
      }
      const calls = [...new Set(taken())];
      expect(calls).toContain(`/api/products/${product.id}`);
      expect(calls.length).toBeGreaterThanOrEqual(5);

      const direct = rendererCallsAnsweredBy(own.app, cache);
      const injected = rendererCallsAnsweredBy(own.app);
      /** Each call answered both ways, and the calls of `direct` that went to Fastify. */
      const bothWays = async (kept: boolean) => {
        const answers = [];
        const toFastify: string[] = [];
        for (const url of calls) {
          if (!kept) cache.clear();
          const before = taken().length;
          const answer = await direct(url, 'GET');
          toFastify.push(...taken().slice(before));
          if (!kept) cache.clear();
          const other = await injected(url, 'GET');
          expect(answer.status, url).toBe(200);
          expect(answer.contentType, url).toBe(other.contentType);
          expect(Buffer.from(answer.body).equals(Buffer.from(other.body)), url).toBe(true);
          answers.push(Buffer.from(answer.body).toString());
        }
        return { answers, toFastify };
      };
      const productAnswer = (answers: string[]) =>
        JSON.parse(answers[calls.indexOf(`/api/products/${product.id}`)]!) as { price: number };

      // Not kept: every call goes through Fastify, as before.
      const notKept = await bothWays(false);
      expect(notKept.toFastify).toEqual(calls);
      for (const url of calls) await injected(url, 'GET');
      // Kept: none of them does, and the bytes are the same.
      const kept = await bothWays(true);
      expect(kept.toFastify).toEqual([]);
      expect(kept.answers).toEqual(notKept.answers);
      expect(productAnswer(kept.answers)).toMatchObject({ price: 250 });

      // A change of price empties the cache: the next call is Fastify's, with the new price.
      await changePrice(own, product.id, 27_500);
      const before = taken().length;
      const changed = await direct(`/api/products/${product.id}`, 'GET');
      expect(taken().slice(before)).toEqual([`/api/products/${product.id}`]);
      expect(JSON.parse(Buffer.from(changed.body).toString())).toMatchObject({ price: 275 });
      const again = await bothWays(true);
      expect(again.toFastify).toEqual(calls.filter((url) => url !== `/api/products/${product.id}`));
      expect(productAnswer(again.answers)).toMatchObject({ price: 275 });
      // And the next page rendered, whose reads are now kept, shows it.
      const page = await own.request({ method: 'GET', url: `/product/${product.id}?search=diya` });
      expect(body(page.body)).toContain('₹275');
      expect(body(page.body)).not.toContain('₹250');
    } finally {
      await own.close();
    }
  });
});
