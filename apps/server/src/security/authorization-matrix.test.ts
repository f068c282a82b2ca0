import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, Role } from '@haat/contracts';
import { routeTable } from '../http/access.ts';
import type { RouteEntry } from '../http/access.ts';
import { makeAddress, makeUser, signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Issue 14: every route of the server's own route table, called by six actors. A route must
 * declare `config: { access }`; anonymous and unverified callers of a protected route get 401,
 * the wrong role 403 — both before the (empty, invalid) body is looked at — and a caller who may
 * call it never gets 401 or 403 unless the route names someone else's resource (customer B's).
 */
type Actor = 'anonymous' | 'unverified' | 'customer A' | 'agent' | 'other agent' | 'admin';
const ACTORS: Actor[] = ['anonymous', 'unverified', 'customer A', 'agent', 'other agent', 'admin'];
const ROLE_OF: Record<Actor, Role | null> = {
  anonymous: null,
  unverified: null,
  'customer A': 'Customer',
  agent: 'Agent',
  'other agent': 'Agent',
  admin: 'Admin',
};
const ALLOWED: Record<Exclude<Access, 'public' | 'user'>, Role[]> = {
  customer: ['Customer'],
  agent: ['Agent'],
  admin: ['Admin'],
  staff: ['Agent', 'Admin'],
};
/** The agent route guard's lookup: any signed-in user may call it, for themselves. */
const AGENT_LOOKUP = '/api/agent/:id';
/** Query parameters by which a route names whose resource it is about. */
const OWNER_QUERY_KEYS = ['userId', 'UserId', '_id'];

/**
 * The policy of each route as reviewed (issue 14). A route listed here must declare exactly this;
 * a route added later must declare its access on the route (and join this list when reviewed).
 */
const REVIEWED: Record<string, Access> = {
  'GET /api/admin-stats': 'admin',
  'GET /api/agent-stats': 'agent',
  'GET /api/health': 'public',
  'POST /api/sign-up': 'public',
  'POST /api/verify-email': 'public',
  'POST /api/resend-otp': 'public',
  'POST /api/forgot-password': 'public',
  'POST /api/reset-password': 'public',
  'POST /api/sign-in': 'public',
  'GET /api/logout': 'public',
  'POST /api/logout': 'public',
  'GET /api/check-permission': 'user',
  'POST /api/add-to-cart': 'user',
  'GET /api/cart/:userId': 'user',
  'PUT /api/cart/update-quantity': 'user',
  'DELETE /api/cart/remove-product': 'user',
  'GET /api/user-address': 'user',
  'POST /api/add-address': 'user',
  'DELETE /api/delete-address/:addressId': 'user',
  'PUT /api/update-address/:addressId': 'user',
  'PUT /api/addresses/:addressId/primary': 'user',
  'GET /api/me': 'user',
  'PUT /api/me': 'user',
  'POST /api/me/contact': 'user',
  'POST /api/me/contact/verify': 'user',
  'PUT /api/me/password': 'user',
  'GET /api/me/sessions': 'user',
  'DELETE /api/me/sessions/:id': 'user',
  'DELETE /api/me/sessions': 'user',
  'GET /api/me/export': 'user',
  'DELETE /api/me': 'user',
  'POST /api/place-order': 'user',
  'GET /api/my-orders': 'user',
  'GET /images/:file': 'public',
  'GET /api/todos': 'public',
  'POST /api/todos': 'admin',
  'PUT /api/todos/:id': 'admin',
  'DELETE /api/todos/:id': 'admin',
  'GET /api/get-card-details': 'public',
  'PUT /api/update-special-card/:id': 'admin',
  'GET /api/get-all-products': 'public',
  'GET /api/all-products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/get-related-products': 'public',
  'POST /api/add-product': 'admin',
  'PUT /api/update-product/:id': 'admin',
  'PUT /api/product-delete/:id': 'admin',
  'POST /api/upload': 'admin',
  'GET /api/admin/low-stock-products': 'admin',
  'GET /api/exports/products.csv': 'admin',
  'POST /api/imports/products': 'admin',
};

/** The API's routes: everything under /api but the documentation pages, and the images. */
export function apiRoutes(table: RouteEntry[]): RouteEntry[] {
  return table.filter(
    (route) =>
      (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) ||
      route.url.startsWith('/images/'),
  );
}

/** Routes that declare no access: each one fails the suite. */
export function undeclared(table: RouteEntry[]): string[] {
  return apiRoutes(table)
    .filter((route) => route.access === undefined)
    .map((route) => `${route.method} ${route.url}`);
}

describe('authorization matrix over the route table', () => {
  let t: TestApp;
  const cookies = new Map<Actor, string | undefined>();
  let customerB: { id: string; addressId: string };

  beforeAll(async () => {
    t = await buildTestApp();
    cookies.set('anonymous', undefined);
    cookies.set('unverified', (await signInAs(t, 'Customer', { email_verified_at: null })).cookie);
    cookies.set('customer A', (await signInAs(t, 'Customer')).cookie);
    const agent = await signInAs(t, 'Agent');
    cookies.set('agent', agent.cookie);
    cookies.set('other agent', (await signInAs(t, 'Agent')).cookie);
    cookies.set('admin', (await signInAs(t, 'Admin')).cookie);
    const b = await makeUser(t.db, { role: 'Customer', agent_id: agent.user.id });
    customerB = { id: b.id, addressId: (await makeAddress(t.db, b.id)).id };
  });
  afterAll(() => t.close());

  it('every route declares who may call it', () => {
    expect(apiRoutes(routeTable(t.app)).length).toBeGreaterThan(25);
    expect(undeclared(routeTable(t.app))).toEqual([]);
  });

  it('the reviewed routes declare the reviewed policy', () => {
    const declared = Object.fromEntries(
      apiRoutes(routeTable(t.app)).map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    for (const [route, access] of Object.entries(REVIEWED)) {
      expect(declared[route], route).toBe(access);
    }
  });

  it('a bad body is judged only after the caller: 401, then 403, then 400', async () => {
    const addProduct = (cookie?: string) =>
      t.request({
        method: 'POST',
        url: '/api/add-product',
        payload: { productName: 42 },
        headers: cookie ? { cookie } : {},
      });
    expect((await addProduct()).statusCode).toBe(401);
    expect((await addProduct(cookies.get('unverified'))).statusCode).toBe(401);
    expect((await addProduct(cookies.get('customer A'))).statusCode).toBe(403);
    expect((await addProduct(cookies.get('agent'))).statusCode).toBe(403);
    expect((await addProduct(cookies.get('admin'))).statusCode).toBe(400);
  });

  it('a route added without a declared access is caught', async () => {
    const probe = await buildTestApp({
      beforeReady: (app) => app.get('/api/probe/undeclared', async () => ({ ok: true })),
    });
    try {
      expect(undeclared(routeTable(probe.app))).toEqual(['GET /api/probe/undeclared']);
    } finally {
      await probe.close();
    }
  });

  /** The route's path with its parameters naming customer B's resources or unknown ids. */
  function pathOf(route: RouteEntry): { url: string; namesOwner: boolean } {
    let namesOwner = false;
    let url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      if (name === 'userId') return ((namesOwner = true), customerB.id);
      // GET /agent/{id} names a user: only that user or the Admin reads it (issue 11).
      if (name === 'id' && route.url === AGENT_LOOKUP) return ((namesOwner = true), customerB.id);
      if (name === 'addressId') return ((namesOwner = true), customerB.addressId);
      if (name === 'customerId') return ((namesOwner = true), customerB.id);
      if (name === 'file') return `${'0'.repeat(32)}.webp`;
      return uuidv7();
    });
    const ownerKeys = route.queryKeys.filter((key) => OWNER_QUERY_KEYS.includes(key));
    if (ownerKeys.length) {
      namesOwner = true;
      url += `?${ownerKeys.map((key) => `${key}=${customerB.id}`).join('&')}`;
    }
    return { url, namesOwner };
  }

  function expected(route: RouteEntry, actor: Actor, namesOwner: boolean): (s: number) => boolean {
    const role = ROLE_OF[actor];
    const allowed = (status: number) => status !== 401 && status !== 403 && status < 500;
    if (route.access === 'public') return allowed;
    if (!role) return (status) => status === 401;
    if (route.access !== 'user' && !ALLOWED[route.access!].includes(role)) {
      return (status) => status === 403;
    }
    if (namesOwner) {
      // Customer B's own agent and the admin may see B's things on agent and admin routes;
      // on a customer's own routes (`user`) and for anyone else they are not theirs.
      const overseer =
        (actor === 'agent' && (route.access === 'agent' || route.access === 'staff')) ||
        (actor === 'admin' &&
          (route.access === 'admin' || route.access === 'staff' || route.url === AGENT_LOOKUP));
      if (!overseer) return (status) => status === 403 || status === 404;
    }
    return allowed;
  }

  it('answers every actor as the route declares, role checks before validation', async () => {
    // Logging out ends the actor's session, so those routes come last.
    const routes = apiRoutes(routeTable(t.app)).sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const wrong: string[] = [];
    let calls = 0;
    for (const route of routes) {
      for (const actor of ACTORS) {
        const { url, namesOwner } = pathOf(route);
        const cookie = cookies.get(actor);
        const res = await t.request({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        calls += 1;
        if (!expected(route, actor, namesOwner)(res.statusCode)) {
          wrong.push(
            `${route.method} ${url} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(150);
  });
  it('judges the caller first when an address has broken escapes (issue 20)', async () => {
    const withParams = apiRoutes(routeTable(t.app)).filter(
      (route) => route.url.includes(':') && !route.url.endsWith('/logout'),
    );
    expect(withParams.length).toBeGreaterThan(10);
    // Fresh sessions: the matrix above ends its actors' sessions on the logout routes.
    const fresh = new Map<Actor, string | undefined>([
      ['anonymous', undefined],
      ['customer A', (await signInAs(t, 'Customer')).cookie],
      ['admin', (await signInAs(t, 'Admin')).cookie],
    ]);
    const wrong: string[] = [];
    for (const route of withParams) {
      const url = route.url.replace(/:\w+/, '%zz').replace(/:\w+/g, uuidv7());
      for (const [actor, cookie] of fresh) {
        const res = await t.request({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const body = res.json<Record<string, unknown>>();
        const shopShape =
          typeof body.message === 'string' && !('code' in body) && !res.body.includes('%zz');
        const role = ROLE_OF[actor];
        const status =
          route.access === 'public'
            ? res.statusCode >= 400 && res.statusCode < 500
            : !role
              ? res.statusCode === 401
              : route.access !== 'user' && !ALLOWED[route.access!].includes(role)
                ? res.statusCode === 403
                : res.statusCode >= 400 && res.statusCode < 500;
        if (!status || !shopShape) {
          wrong.push(
            `${route.method} ${url} as ${actor}: ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
