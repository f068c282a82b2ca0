import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@haat/contracts';
import type { CallDeclaration } from '@haat/contracts';
import { createTestClock } from '../clock/test-clock.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { routeTable } from './access.ts';
import type { RouteEntry } from './access.ts';

const declarations: CallDeclaration[] = Object.values(calls);

/**
 * Where the routes the app registered under /api (its documentation pages aside) and the call
 * declarations disagree: routes no declaration names, and declarations no route answers.
 */
function disagreements(routes: RouteEntry[], declared: CallDeclaration[]) {
  const registered = routes
    .filter(({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'))
    .map(({ method, url }) => `${method} ${url}`);
  const expected = declared.map(({ method, path }) => `${method} ${path}`);
  return {
    undeclared: registered.filter((route) => !expected.includes(route)),
    unregistered: expected.filter((route) => !registered.includes(route)),
  };
}

describe('the API and the call declarations', () => {
  let t: TestApp;

  beforeAll(async () => {
    // With the test clock on, so that its route is registered too.
    const clock = createTestClock();
    t = await buildTestApp({
      env: { HAAT_TEST_CLOCK: '1' },
      deps: { now: clock.now, testClock: clock },
    });
  });
  afterAll(() => t.close());

  it('agree: every /api route is declared with its method and path, and every call is registered', () => {
    expect(disagreements(routeTable(t.app), declarations)).toEqual({
      undeclared: [],
      unregistered: [],
    });
  });

  it('give every route the access of its declaration', () => {
    const accessOf = new Map(routeTable(t.app).map((route) => [route.method + route.url, route]));
    for (const call of declarations) {
      expect(accessOf.get(call.method + call.path)?.access, call.name).toBe(call.access);
    }
  });

  it('report a declaration that was dropped', () => {
    const dropped = declarations.filter((call) => call.name !== 'catalog.categories.delete');
    expect(disagreements(routeTable(t.app), dropped)).toEqual({
      undeclared: ['DELETE /api/todos/:id'],
      unregistered: [],
    });
  });

  it('report a route that was dropped', () => {
    const routes = routeTable(t.app).filter((route) => route.url !== '/api/health');
    expect(disagreements(routes, declarations)).toEqual({
      undeclared: [],
      unregistered: ['GET /api/health'],
    });
  });

  it('report a route registered without a declaration', async () => {
    const probe = await buildTestApp({
      beforeReady: (app) => app.get('/api/probe/undeclared', async () => ({ ok: true })),
    });
    try {
      expect(disagreements(routeTable(probe.app), declarations).undeclared).toEqual([
        'GET /api/probe/undeclared',
      ]);
    } finally {
      await probe.close();
    }
  });

  it('are what the OpenAPI document lists, each under its name', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>();
    const api = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/'));
    const listed = api.flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        name: operation.operationId,
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      })),
    );
    const shown = declarations.filter((call) => !call.hide);
    expect(listed.sort((a, b) => a.route.localeCompare(b.route))).toEqual(
      shown
        .map((call) => ({ name: call.name, route: `${call.method} ${call.path}` }))
        .sort((a, b) => a.route.localeCompare(b.route)),
    );
  });
});
