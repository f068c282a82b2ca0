import type { FastifyInstance } from 'fastify';
import type { Access, Role } from '@haat/contracts';
import { Forbidden, Unauthorized } from '../errors.ts';

const ROLES_OF: Record<Exclude<Access, 'public' | 'user'>, readonly Role[]> = {
  customer: ['Customer'],
  agent: ['Agent'],
  admin: ['Admin'],
  staff: ['Agent', 'Admin'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call this route (required on every route; the authorization suite checks). An
     * API call's comes from its declaration in contracts (http/calls.ts).
     */
    access?: Access;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
  /** The names the route's query string schema knows (owner ids such as `userId` among them). */
  queryKeys: string[];
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route of the app with its declared access, as registered (the authorization suite). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  return tables.get(app) ?? [];
}

/**
 * One onRequest hook enforces each route's `access` after the session is read and before the
 * body is parsed or validated: 401 without a session, then 403 for the wrong role, and only
 * then 400 for a bad body. Routes registered by plugins (the API documentation, the web app's
 * files) are public.
 */
export function registerAccessControl(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const pluginRoute = route.url.startsWith('/api/docs') || !route.url.startsWith('/api');
    if (pluginRoute && !route.url.startsWith('/images') && route.config?.access === undefined) {
      route.config = { ...route.config, access: 'public' };
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      table.push({
        method,
        url: route.url,
        access: route.config?.access,
        queryKeys: Object.keys(query?.shape ?? {}),
      });
    }
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return done();
    const user = request.user;
    if (!user) return done(new Unauthorized());
    if (access !== 'user' && !ROLES_OF[access].includes(user.role)) return done(new Forbidden());
    done();
  });
}
