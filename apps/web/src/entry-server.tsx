import { StrictMode } from 'react';
// React's edge build: its Node build keeps each render in an AsyncLocalStorage, which on Node 20
// turns async hooks on for the whole process at its first render and makes every later request
// cost 9-17 % more CPU (docs/decisions/383-renderer-without-request-storage.md). Nothing here
// reads React's request storage (no `cache()`, no server components).
import { prerender as prerenderToWebStream } from 'react-dom/static.edge';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, StaticRouter } from 'react-router';
import type { I18n } from '@lingui/core';
import { isLanguage, type Language, type RoutePattern } from '@haat/contracts';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, routesEndingAt } from './app/router';
import { loadI18n } from './i18n/i18n';
import { catalogServerData, PAGE_QUERY_PARAMS } from './features/catalog/server-data';
import { sendCallsThrough, type Transport } from './lib/fetch-json';
import { makeQueryClient } from './lib/react-query';

/**
 * The storefront's pages rendered on the server (docs/decisions/192-server-rendering.md): the
 * server's web-app module loads this file's build and asks it for a page's HTML. The same
 * components as in the browser, with the request's own query client filled by the page's
 * server data; its dehydrated state travels in the page for the browser to start from.
 */

export interface RenderedPage {
  /** The app's HTML for `<div id="root">`. */
  html: string;
  /** The request's server data, for `<script type="application/json">`. */
  state: DehydratedState;
  /** 404 when the page's own data was not found (an unknown or disabled product). */
  status: 200 | 404;
}

/** Where the pages' calls go on the server: the API in this process. */
export function sendCalls(transport: Transport): void {
  sendCallsThrough(transport);
}

/** The route patterns this renderer renders; every other page stays client-rendered. */
export const RENDERED_ROUTES = Object.keys(catalogServerData) as RoutePattern[];

/** The app's routes that lead to those pages, the only ones matched and rendered here. */
const renderedRoutes = routesEndingAt(RENDERED_ROUTES);

/**
 * The address a page is rendered and kept under: its path and the query parameters the pages
 * read, in one order, without empty ones. Addresses that differ in anything else are one page.
 */
export function pageAddress(url: string): string {
  const address = new URL(url, 'http://localhost');
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = address.searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${address.pathname}?${query}` : address.pathname;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** A boundary React sends apart, to be put in place by its inline script. */
const OUTLINED = /<div hidden id="S:/;
const MAX_RENDERS = 4;

async function prerender(url: string, client: QueryClient, i18n: I18n): Promise<string> {
  const { prelude } = await prerenderToWebStream(
    <StrictMode>
      <AppProviders client={client} i18n={i18n}>
        <StaticRouter location={url}>
          <AppRoutes list={renderedRoutes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every boundary in place, however large: React would send a large one apart, to be put
    // in place by an inline script, which the CSP does not allow and a page read without
    // JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * Renders the page at `url` (path and query) for a visitor who is not signed in, in
 * `language` (the server's choice from the `lang` cookie or Accept-Language). The request has
 * its own i18n instance, never one shared with a concurrent request.
 */
export async function renderPage(url: string, language?: Language): Promise<RenderedPage> {
  const i18n = await loadI18n(isLanguage(language) ? language : 'en');
  const client = makeQueryClient({
    // Nobody is signed in on the server: no session can end there.
    navigate: () => undefined,
    retry: false,
  });
  const address = new URL(url, 'http://localhost');
  const matches = matchRoutes(renderedRoutes, address.pathname) ?? [];
  const match = matches.at(-1);
  const load = match?.route.path ? catalogServerData[match.route.path as RoutePattern] : undefined;
  let status: 200 | 404 = 200;
  try {
    await load?.(client, { params: match?.params ?? {}, search: address.searchParams });
  } catch (error) {
    // Only a page's own data not found makes the page not found; any other failure renders
    // the page as the browser would show it, and the browser asks again.
    if (statusOf(error) === 404) status = 404;
  }
  let html = await prerender(url, client, i18n);
  // A page's lazy chunks load during the first render of a process: React then sends the page
  // hidden, to be revealed by an inline script the CSP does not allow. Once loaded, they render
  // in place.
  for (let attempt = 1; attempt < MAX_RENDERS && OUTLINED.test(html); attempt++) {
    html = await prerender(url, client, i18n);
  }
  // A page's own data not found travels too (its answer is the API's public 404), so the
  // browser's first render shows the same not-found page.
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  client.clear();
  return { html, state, status };
}
