import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import { createTestDb } from './test-db.ts';
import type { TestDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://shop.test';

export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  /** `app.inject` from the shop's own origin, as the browser app sends it. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** An app on a fresh database, built in-process; pass overrides for config or deps. */
export async function buildTestApp(
  overrides: {
    env?: NodeJS.ProcessEnv;
    deps?: Partial<AppDeps>;
    /** Extra routes a test needs, added before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', ...overrides.env });
  const app = await buildApp({
    config,
    db,
    webRoot: null,
    now: () => new Date(),
    logger: false,
    ...overrides.deps,
  });
  overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    request: (options) =>
      app.inject({ ...options, headers: { origin: TEST_ORIGIN, ...options.headers } }),
    close: () => app.close(),
  };
}
