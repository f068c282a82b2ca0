import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  chunkFilesOf,
  entryKeyOf,
  RENDERED_PAGE_ENTRY,
  ROUTE_DATA_PRELOADS,
  routeOf,
  ROUTES,
  WEB_MANIFEST_FILE,
  WEB_ROUTE_MAP_FILE,
  type Language,
  type RouteName,
  type RoutePattern,
  type WebManifest,
  type WebRouteMap,
} from '@haat/contracts';
import {
  type Compress,
  encodeInPool,
  preferredEncoding,
  sendEncoded,
  varyOnEncoding,
  type Encoding,
} from './compression.ts';
import { errorBody } from './errors.ts';
import { requestLanguage, varyOnLanguage, withPageLanguage } from './language.ts';
import type { RenderedPage, RenderedPages } from './rendered-pages.ts';
import { encodedBodyOffLoop, plainBody } from './response-cache.ts';

const API_PATHS = /^\/(api|images)(\/|$|\?)/;

/** A call the API does not have: wrong method or address. */
export const NO_SUCH_CALL = 'There is no such call. Check the method and the address.';

/** index.html as sent for one route. */
interface Page {
  html: string;
  /**
   * Its bytes as sent, each form made when first asked for and kept: brotli and gzip at their
   * best (made once per page, they are worth the time), or as it is. Not at start: compressing
   * every route's page in both languages held the start back by seconds.
   */
  encoded: Partial<Record<Encoding | 'identity', Buffer>>;
  /** The route's HTML around a page rendered on the server (see `renderBase`). */
  renderedBase: string;
}

function pageOf(html: string, renderedBase = html): Page {
  return { html, renderedBase, encoded: {} };
}

function pageBytes(page: Page, encoding: Encoding | null): Buffer {
  if (encoding === 'br') return (page.encoded.br ??= zlib.brotliCompressSync(page.html));
  if (encoding === 'gzip') return (page.encoded.gzip ??= zlib.gzipSync(page.html, { level: 9 }));
  return (page.encoded.identity ??= Buffer.from(page.html));
}

/** Each page in Hindi too, made once (its `<html lang>`, and its own compressed forms). */
const inLanguage = new WeakMap<Page, Map<Language, Page>>();

function pageIn(page: Page, language: Language): Page {
  let made = inLanguage.get(page);
  if (!made) inLanguage.set(page, (made = new Map()));
  let found = made.get(language);
  if (!found) made.set(language, (found = pageOf(withPageLanguage(page.html, language))));
  return found;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * The links that let the browser fetch a route's page chunk (and its imports, and for home
 * its first data) while it still reads the HTML, instead of after the entry chunk has run.
 */
function preloadLinks(
  route: RouteName,
  manifest: WebManifest | null,
  routeMap: WebRouteMap | null,
): string[] {
  const links: string[] = [];
  const page = routeMap?.[route];
  if (manifest && page && manifest[page]) {
    const entryFiles = new Set(chunkFilesOf(manifest, entryKeyOf(manifest)));
    for (const file of chunkFilesOf(manifest, page)) {
      if (!entryFiles.has(file)) links.push(`<link rel="modulepreload" href="/${file}" />`);
    }
  }
  for (const href of ROUTE_DATA_PRELOADS[route] ?? [])
    links.push(preloadLink({ as: 'fetch', href }));
  return links;
}

/** Something a page will ask for as soon as it shows, fetched while its scripts load. */
export type PagePreload =
  | { as: 'fetch'; href: string }
  /** A picture: `srcset` and `sizes` as on the page's `<img>`, so the browser reuses it. */
  | { as: 'image'; href: string; srcset: string; sizes: string };

function preloadLink(preload: PagePreload): string {
  if (preload.as === 'image') {
    return (
      `<link rel="preload" as="image" href="${escapeAttribute(preload.href)}" ` +
      `imagesrcset="${escapeAttribute(preload.srcset)}" ` +
      `imagesizes="${escapeAttribute(preload.sizes)}" fetchpriority="high" />`
    );
  }
  // Same mode and credentials as the app's fetch, so the browser hands the page this answer.
  return `<link rel="preload" href="${escapeAttribute(preload.href)}" as="fetch" crossorigin="use-credentials" />`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function withLinks(html: string, links: string[]): string {
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html;
}

/** How long home's preloads of the moment are reused before they are read again. */
const HOME_PRELOADS_TTL_MS = 5_000;

/** What home's page needs to know of the moment's data. */
export interface HomePreloads {
  /** The preloads of the moment. */
  preloads: () => Promise<PagePreload[]>;
  /** A number that changes whenever the catalogue does (the catalogue cache's generation). */
  version: () => number;
  now: () => Date;
}

/**
 * Home's page with what depends on the shop's state of the moment also preloaded (the special
 * card's products, whose address comes from the card, and the first of their pictures): read
 * again after a few seconds or a change of the catalogue, and one page per set of links, made
 * when first needed.
 */
class HomePages {
  private readonly made = new Map<string, Page>();
  private recent: {
    until: number;
    version: number;
    preloads: Promise<PagePreload[] | null>;
  } | null = null;

  constructor(
    private readonly base: Page,
    private readonly source: HomePreloads,
  ) {}

  async page(): Promise<Page> {
    const now = this.source.now().getTime();
    const version = this.source.version();
    if (!this.recent || this.recent.until <= now || this.recent.version !== version) {
      // Without the moment's data the page still works: it asks for it once it runs.
      this.recent = {
        until: now + HOME_PRELOADS_TTL_MS,
        version,
        preloads: this.source.preloads().catch(() => null),
      };
    }
    const preloads = await this.recent.preloads;
    if (!preloads || preloads.length === 0) return this.base;
    const links = preloads.map(preloadLink);
    const key = links.join('\n');
    let page = this.made.get(key);
    if (!page) {
      // A card changes a few times a day; a bound keeps a busy admin from growing the map.
      if (this.made.size >= 16) this.made.clear();
      page = pageOf(withLinks(this.base.html, links));
      this.made.set(key, page);
    }
    return page;
  }
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The app's style sheet inside index.html instead of linked from it: on a phone's connection
 * that saves the round trip that holds back the first paint. (The CSP allows inline styles,
 * never inline scripts.)
 */
function inlineStyles(webRoot: string, indexHtml: string): string {
  return indexHtml.replace(STYLESHEET, (link, file: string) => {
    const css = path.join(webRoot, file);
    return fs.existsSync(css) ? `<style>${fs.readFileSync(css, 'utf8')}</style>` : link;
  });
}

/** index.html as sent for each route of contracts' ROUTES (null: for an unknown path). */
export type WebPages = Map<RoutePattern | null, Page>;

const DATA_PRELOAD = /\s*<link rel="preload" href="[^"]*" as="fetch"[^>]*>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const APP_ENTRY = /<script type="module"([^>]*) src="([^"]+)"><\/script>/;

/**
 * A route's index.html as the base of its rendered page: without the preloads of its first
 * data, which the rendered page carries in itself; and, when the build has contracts'
 * RENDERED_PAGE_ENTRY, starting with that script instead of the app. It loads the app's files,
 * named in `<meta name="haat-app">` in place of their preloads, once the first screen is
 * painted (docs/decisions/194-hydrate-after-the-first-screen.md).
 */
export function renderBase(indexHtml: string, bootFile: string | null = null): string {
  const html = indexHtml.replace(DATA_PRELOAD, '');
  const entry = APP_ENTRY.exec(html);
  if (!bootFile || !entry) return html;
  const files = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]!);
  files.push(entry[2]!);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      APP_ENTRY,
      `<meta name="haat-app" content="${escapeAttribute(files.join(' '))}" />\n    ` +
        `<script type="module"${entry[1]} src="/${bootFile}"></script>`,
    );
}

/**
 * Files the browser must ask again for each time (it may keep a copy, but checks it first): the
 * service worker, so that a new version is found at the next visit, not an hour later, and the
 * manifest (docs/decisions/286-service-worker-inject-manifest.md).
 */
const ALWAYS_ASKED = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * Sends a rendered page, compressed by Accept-Encoding: each encoding made once per entry, by
 * `compress` (the render workers', or the thread pool) rather than on the event loop, which
 * renders the next page meanwhile.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  compress: Compress = encodeInPool,
): Promise<FastifyReply> {
  request.compressesItself = true;
  varyOnLanguage(reply);
  void reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  varyOnEncoding(reply);
  if ('entry' in page) {
    if (!encoding) return reply.send(plainBody(page.entry));
    sendEncoded(reply, encoding, await encodedBodyOffLoop(page.entry, encoding, compress));
    return reply;
  }
  if (!encoding) return reply.send(page.html);
  sendEncoded(reply, encoding, await compress(encoding, page.html));
  return reply;
}

/** index.html for every route of contracts' ROUTES, and as it is for unknown paths. */
function buildPages(webRoot: string, builtHtml: string): WebPages {
  const indexHtml = inlineStyles(webRoot, builtHtml);
  const manifest = readJson<WebManifest>(path.join(webRoot, WEB_MANIFEST_FILE));
  const routeMap = readJson<WebRouteMap>(path.join(webRoot, WEB_ROUTE_MAP_FILE));
  const bootFile = manifest?.[RENDERED_PAGE_ENTRY]?.file ?? null;
  const pageFor = (html: string) => pageOf(html, renderBase(html, bootFile));
  const pages = new Map<RoutePattern | null, Page>([[null, pageFor(indexHtml)]]);
  for (const [route, pattern] of Object.entries(ROUTES) as [RouteName, RoutePattern][]) {
    pages.set(pattern, pageFor(withLinks(indexHtml, preloadLinks(route, manifest, routeMap))));
  }
  return pages;
}

/** The pages of the built web app in `webRoot`, made once at start; null without a build. */
export function loadWebPages(webRoot: string | null): WebPages | null {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  if (!webRoot || !indexFile || !fs.existsSync(indexFile)) return null;
  return buildPages(webRoot, fs.readFileSync(indexFile, 'utf8'));
}

/**
 * Serves the built single-page app. Hashed assets are cached for a year and sent precompressed
 * (the web build writes .br and .gz beside each file) by Accept-Encoding. Every GET of a page
 * of contracts' ROUTES gets `index.html` (never cached) with that route's chunk and first data
 * preloaded; any other path gets it with status 404, and the app shows its not-found screen.
 * Unknown API paths and anything that is not a GET answer 404 JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webRoot: string | null,
  pages: WebPages | null,
  /** What home asks for that depends on the moment's data, preloaded as well. */
  home?: HomePreloads,
  /** The storefront's pages rendered on the server, when the web build has its renderer. */
  rendered?: RenderedPages | null,
): Promise<void> {
  const homeBase = pages?.get(ROUTES.home);
  const homePages = homeBase && home ? new HomePages(homeBase, home) : null;
  if (pages && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html is sent by the handler below, with the route's preloads.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_ASKED.has(path.relative(webRoot, filePath))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pages && wantsPage && !API_PATHS.test(request.url)) {
      const pattern = routeOf(request.url.split('?')[0] ?? '/') ?? null;
      if (rendered?.renders(pattern)) {
        const page = await rendered.page(
          request.url,
          pages.get(pattern)!.renderedBase,
          undefined,
          requestLanguage(request),
        );
        return sendRenderedPage(request, reply, page, rendered.compress);
      }
      const page = pageIn(
        pattern === ROUTES.home && homePages
          ? await homePages.page()
          : (pages.get(pattern) ?? pages.get(null)!),
        requestLanguage(request),
      );
      varyOnLanguage(reply);
      void reply
        .status(pattern === null ? 404 : 200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) return sendEncoded(reply, encoding, pageBytes(page, encoding));
      varyOnEncoding(reply);
      return reply.send(pageBytes(page, null));
    }
    // The address is not repeated: an answer never echoes what was sent.
    return reply.status(404).send(errorBody(NO_SUCH_CALL));
  });
}
