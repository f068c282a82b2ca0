import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  SERVER_DATA_ID,
  WEB_RENDERER_DIR,
  WEB_RENDERER_FILE,
  type Language,
  type RoutePattern,
} from '@haat/contracts';
import type { Entry, ResponseCache } from '../catalog/response-cache.ts';
import { type Compress, encodeInPool } from './compression.ts';
import { withPageLanguage } from './language.ts';
import { escapeBadPercents } from './malformed-requests.ts';
import type { AnswerCall } from './render-workers.ts';
import { jsonLdScript, structuredData } from './structured-data.ts';

/**
 * The storefront's pages rendered on the server (docs/decisions/192-server-rendering.md). The
 * web build's renderer (apps/web/src/entry-server.tsx, built into `apps/web/dist-server/`)
 * renders a page with the same components as the browser; this module puts its HTML and server
 * data into the route's index.html, adds the page's structured data, and keeps the result in
 * the catalogue's response cache, which every catalogue change empties (in every process with
 * Redis), so a new price or stock is in the next page rendered.
 */

/** As much of TanStack Query's dehydrated state as the server reads. */
export interface DehydratedStateLike {
  queries: { queryKey: readonly unknown[]; state: { data?: unknown } }[];
}

interface RendererModule {
  renderPage(
    url: string,
    language?: Language,
  ): Promise<{ html: string; state: DehydratedStateLike; status: 200 | 404 }>;
  sendCalls(transport: (url: string, init: RequestInit) => Promise<Response>): void;
  /** The address a page at `url` is rendered and kept under (its path and what it reads). */
  pageAddress(url: string): string;
  RENDERED_ROUTES: RoutePattern[];
}

/** The address of the web build's renderer beside `webRoot` (the web build), or null. */
export function rendererUrl(webRoot: string | null): string | null {
  if (!webRoot) return null;
  const file = path.resolve(webRoot, '..', WEB_RENDERER_DIR, WEB_RENDERER_FILE);
  return fs.existsSync(file) ? pathToFileURL(file).href : null;
}

/** The web build's renderer beside `webRoot` (the web build), or null without one. */
export async function loadRenderer(webRoot: string | null): Promise<RendererModule | null> {
  const url = rendererUrl(webRoot);
  return url ? ((await import(url)) as RendererModule) : null;
}

/** How a page is rendered: in this thread by the renderer, or on a render worker. */
export type RenderPage = RendererModule['renderPage'];

/** A page as sent: its status and, for a 200, the cached entry with its compressed forms. */
export type RenderedPage = { status: 200; entry: Entry } | { status: 404 | 200; html: string };

/** The app's place in index.html: everything inside `<div id="root">` is the loading shell. */
const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
/** What React puts before the app's markup: the page's `<title>`, metas and preloads. */
const HOISTED = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)*/;

function serverDataScript(state: DehydratedStateLike): string {
  // Data, never run; `<` escaped so no text in it can end the element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

/** index.html with the rendered app, its data, its head tags and its structured data. */
export function composeDocument(
  indexHtml: string,
  page: { html: string; state: DehydratedStateLike; status: number },
  pageUrl: string,
  publicUrl: string,
): string {
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  const app = page.html.slice(hoisted.length);
  const head = [hoisted, ...structuredData(page.state, pageUrl, publicUrl).map(jsonLdScript)];
  // A page not found is not for search engines.
  if (page.status === 404) head.push('<meta name="robots" content="noindex" />');
  let html = indexHtml;
  if (hoisted.includes('<title')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '');
  html = html.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  return html.replace(
    ROOT,
    (_all, end: string) => `<div id="root">${app}</div>\n    ${serverDataScript(page.state)}${end}`,
  );
}

/** The inlined style sheet (decision 051), most of index.html, which no page changes. */
const STYLE = /<style>[\s\S]*?<\/style>/;
/** What stands in for it while a page is made; text of a page's own comes only after it. */
const STYLE_KEPT = '<style data-haat-kept></style>';

/** index.html with its style sheet left out while a page is made, and the sheet. */
interface Base {
  html: string;
  style: string | null;
}

function baseOf(indexHtml: string): Base {
  const style = STYLE.exec(indexHtml)?.[0] ?? null;
  return style
    ? { html: indexHtml.replace(STYLE, STYLE_KEPT), style }
    : { html: indexHtml, style: null };
}

/** A made page with its style sheet back in the place it was kept. */
function withStyle(html: string, base: Base): string {
  if (base.style === null) return html;
  const at = html.indexOf(STYLE_KEPT);
  return html.slice(0, at) + base.style + html.slice(at + STYLE_KEPT.length);
}

/** What a page's document is finished with before it is kept (a product's link preview). */
export type FinishPage = (html: string, state: DehydratedStateLike) => Promise<string> | string;

/** Where a page in a language is kept in the response cache, by its page address. */
function pageKey(pageAddress: string, language: Language): string {
  return `page ${language} ${pageAddress}`;
}

/** The rendered pages of one app, made on demand and kept in its response cache. */
export class RenderedPages {
  /** Each route's index.html without its style sheet, cut once (a handful of routes). */
  private readonly bases = new Map<string, Base>();

  constructor(
    private readonly renderer: RendererModule,
    private readonly cache: ResponseCache,
    private readonly publicUrl: string,
    private readonly renderPage: RenderPage = renderer.renderPage,
    /** How a page is compressed when first asked for in an encoding (decision 401). */
    readonly compress: Compress = encodeInPool,
  ) {}

  /** Whether pages of `pattern` are rendered on the server. */
  renders(pattern: RoutePattern | null): boolean {
    return pattern !== null && this.renderer.RENDERED_ROUTES.includes(pattern);
  }

  /**
   * The page at `requestUrl` (path and query) in `indexHtml` (its route's index.html), from the
   * cache or rendered once for everyone asking meanwhile. `finish` may change the document
   * (a product's link preview, from the page's data) before it is kept; it sees the document
   * with its inlined style sheet left out, put back after it. Each language is its own page, rendered and
   * kept apart (`<html lang>` and the texts). Query parameters no page reads (a shared link's
   * `utm_source`) make no other page: it is rendered and kept under its page address.
   */
  async page(
    requestUrl: string,
    indexHtml: string,
    finish: FinishPage = (html) => html,
    language: Language = 'en',
  ): Promise<RenderedPage> {
    const url = this.renderer.pageAddress(requestUrl);
    const key = pageKey(url, language);
    const hit = this.cache.get(key);
    if (hit) return { status: 200, entry: hit };
    const miss = this.cache.fill(key);
    if ('pending' in miss) {
      const stale = this.cache.stale(key);
      if (stale) return { status: 200, entry: stale };
      const entry = await miss.pending;
      if (entry) return { status: 200, entry };
      return this.render(url, indexHtml, finish, language);
    }
    try {
      const page = await this.render(url, indexHtml, finish, language);
      const entry =
        page.status === 200
          ? this.cache.finish(miss.fill, {
              payload: page.html,
              contentType: 'text/html; charset=utf-8',
            })
          : (this.cache.finish(miss.fill, null), null);
      return entry ? { status: 200, entry } : page;
    } catch (error) {
      this.cache.finish(miss.fill, null);
      throw error;
    }
  }

  /**
   * The page at `requestUrl` in `language` if it is kept and fresh, else null: never rendered
   * here (the answer before Fastify, `http/cache-first.ts`, sends only what is kept).
   */
  kept(requestUrl: string, language: Language): Entry | null {
    return this.cache.get(pageKey(this.renderer.pageAddress(requestUrl), language)) ?? null;
  }

  private async render(
    url: string,
    indexHtml: string,
    finish: FinishPage,
    language: Language,
  ): Promise<{ status: 200 | 404; html: string }> {
    const page = await this.renderPage(url, language);
    // The document is put together without the 62 KB style sheet, so that each step's search
    // and copy is of the page's own few kilobytes (docs/performance.md, issue 29, session 12).
    const base = this.baseOf(indexHtml);
    const html = await finish(
      withPageLanguage(
        composeDocument(base.html, page, this.publicUrl + url, this.publicUrl),
        language,
      ),
      page.state,
    );
    return { status: page.status, html: withStyle(html, base) };
  }

  private baseOf(indexHtml: string): Base {
    let base = this.bases.get(indexHtml);
    if (!base) {
      // A new build's pages replace the old ones; a bound keeps the map to the routes' few.
      if (this.bases.size >= 16) this.bases.clear();
      this.bases.set(indexHtml, (base = baseOf(indexHtml)));
    }
    return base;
  }
}

/** What light-my-request resolves a relative address against (`app.inject`'s). */
const INJECT_BASE = 'http://localhost';

/**
 * The address `app.inject({ url })` gives its request, which Fastify's routes see and the
 * response cache keeps an answer under: light-my-request's parse of `url` (its path and query,
 * normalized as the URL standard does), then the app's `rewriteUrl`.
 */
function injectedUrl(url: string): string {
  const parsed = new URL(url.startsWith('//') ? INJECT_BASE + url : url, INJECT_BASE);
  return escapeBadPercents(parsed.pathname + parsed.search);
}

/**
 * A renderer's call answered by `app` itself, as a visitor who is not signed in: the same
 * answers (and the same cached ones) a browser gets. A GET whose answer `cache` (the
 * catalogue's response cache) keeps fresh is given that answer directly, as
 * `http/cache-first.ts` gives it to a browser without a session: the bytes `app.inject` would
 * have sent from the cache's hook, without Fastify's request, hooks and light-my-request's
 * socket (docs/decisions/450-renderer-calls-from-the-response-cache.md). Anything else (not
 * kept, expired, another method) goes through `app.inject`, so a change of price or stock,
 * which empties the cache, is in the next page's data at once.
 */
export function rendererCallsAnsweredBy(
  app: FastifyInstance,
  cache: ResponseCache | null = null,
): AnswerCall {
  return async (url, method) => {
    if (cache && method === 'GET') {
      const entry = cache.get(injectedUrl(url));
      // Only an answer a route stored (a rendered page is kept under another key).
      if (entry?.route) {
        return { status: 200, contentType: entry.contentType, body: Buffer.from(entry.payload) };
      }
    }
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return {
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      body: answer.rawPayload,
    };
  };
}

/** The renderer's calls in this thread answered by `app` itself (and `cache`, when kept). */
export function sendRendererCallsTo(
  app: FastifyInstance,
  renderer: RendererModule,
  cache: ResponseCache | null = null,
): void {
  const answerCall = rendererCallsAnsweredBy(app, cache);
  renderer.sendCalls(async (url, init) => {
    const answer = await answerCall(url, init.method ?? 'GET');
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  });
}
