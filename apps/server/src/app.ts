import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import {
  subscribeCatalogueCaches,
  subscribeSearchIndexUpkeep,
} from './catalog/catalog.subscribers.ts';
import { SearchIndexUpkeep } from './catalog/search-index-upkeep.ts';
import { CategoryDirectory } from './catalog/category-directory.ts';
import { TrigramCounts } from './catalog/trigram-counts.ts';
import { SearchSample } from './catalog/search-sample.ts';
import { ResponseCache } from './catalog/response-cache.ts';
import { homePreloads } from './catalog/home-preloads.ts';
import type { AppDeps } from './app-deps.ts';
import { accountRoutes } from './account/account.routes.ts';
import { subscribeAccountMails } from './account/account-mails.subscribers.ts';
import { addressRoutes } from './addresses/addresses.routes.ts';
import { AgentEarnings } from './agents/agent-earnings.ts';
import { subscribeAgentEarnings } from './agents/agents.subscribers.ts';
import { agentRoutes } from './agents/agents.routes.ts';
import { linkPreviewRoutes } from './agents/link-preview.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { cartRoutes } from './cart/cart.routes.ts';
import { EventBus } from './events/event-bus.ts';
import { RedisRelay } from './events/redis-relay.ts';
import { healthRoutes } from './health/health.routes.ts';
import { answerFromCacheFirst } from './http/cache-first.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerAnswerLanguage } from './http/language.ts';
import { createRateLimiter } from './http/rate-limit.ts';
import { registerSecurity } from './http/security.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerSessions } from './http/session.ts';
import { registerRequestIds, requestIdOf } from './http/request-id.ts';
import { registerAccessControl } from './http/access.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  rewriteUrl,
} from './http/malformed-requests.ts';
import { registerTimeouts, serverTimeoutOptions, TIMEOUTS } from './http/timeouts.ts';
import { sitemapRoutes } from './catalog/sitemap.routes.ts';
import {
  loadRenderer,
  rendererCallsAnsweredBy,
  rendererUrl,
  RenderedPages,
  sendRendererCallsTo,
} from './http/rendered-pages.ts';
import { RenderWorkers, renderWorkerAvailable } from './http/render-workers.ts';
import { loadWebPages, registerWebApp } from './http/web-app.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { createMetrics } from './metrics/metrics.ts';
import {
  metricsRoute,
  registerMetricsHooks,
  startMetricsServer,
} from './metrics/metrics.routes.ts';
import { subscribeMetrics } from './metrics/metrics.subscribers.ts';
import { OUTBOX_TIMINGS, OutboxWorker } from './mail/outbox.ts';
import { createMessenger } from './sms/messenger.ts';
import { adminOrderRoutes } from './orders/admin-orders.routes.ts';
import { OrderTextLookups, subscribeOrderTextLookups } from './orders/order-text-lookups.ts';
import { orderStatusRoutes } from './orders/order-status.routes.ts';
import { ledgerRoutes } from './ledger/ledger.routes.ts';
import { subscribeOrderMails } from './orders/order-mails.subscribers.ts';
import { subscribeOrderSms } from './orders/order-sms.subscribers.ts';
import { subscribeUserMails } from './users/user-mails.subscribers.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { pincodeRoutes } from './pincode/pincode.routes.ts';
import { uploadRoutes } from './media/upload.routes.ts';
import { codRoutes } from './cod/cod.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { remittancesRoutes } from './remittances/remittances.routes.ts';
import { productSheetRoutes } from './catalog/product-sheet.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { settingsRoutes } from './settings/settings.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { AdminStatsMemo } from './stats/admin-stats-memo.ts';
import { subscribeAdminStats } from './stats/stats.subscribers.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { testClockRoutes } from './clock/test-clock.routes.ts';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const timeouts = { ...TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    ...serverTimeoutOptions(timeouts),
    logger: deps.logger ?? { level: deps.config.logLevel },
    // The caller's X-Request-Id when it is a safe token, else a new one (http/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    rewriteUrl,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads); a plain-text body is a 415, not a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerAnswerLanguage(app);
  registerTimeouts(app, timeouts);
  registerRequestIds(app);

  registerSecurity(app, deps.config.publicUrl);
  registerCompression(app);
  await app.register(cookie);
  registerSessions(app, { db: deps.db, publicUrl: deps.config.publicUrl, now: deps.now });
  registerAccessControl(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Haat API',
        description:
          'Cash-on-delivery shop API. Lists that can grow take `page` and `limit` (bounded).',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No calls to the public validator: the page talks to this shop only.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*validator\.swagger\.io/g, ''),
  });

  const limiter = createRateLimiter({
    db: deps.db,
    redisUrl: deps.config.redisUrl,
    now: deps.now,
  });
  const { db, mailer, now } = deps;
  const catalogueCache = deps.catalogueCache ?? new ResponseCache(() => now().getTime());
  const categoryDirectory = new CategoryDirectory(db.kysely);
  const agentEarnings = new AgentEarnings(db.kysely, () => now().getTime());
  const adminStatsMemo = new AdminStatsMemo(() => now().getTime());
  const orderTexts = new OrderTextLookups(db.kysely, () => now().getTime());
  const publicUrl = deps.config.publicUrl;
  // With REDIS_URL set, a Redis that does not answer stops the start with a sentence.
  await limiter.connect();
  // Mails are written to the outbox with what they report; this worker sends them.
  // SMS go through the same outbox (docs/decisions/232-sms-through-the-outbox.md).
  const messenger = deps.messenger ?? createMessenger(deps.config.sms, app.log);
  const outbox = new OutboxWorker(
    db,
    mailer,
    now,
    app.log,
    { ...OUTBOX_TIMINGS, ...deps.outboxTimings },
    messenger,
  );
  // What services announce, and everything that listens (docs/architecture.md, "Event bus").
  const events = deps.events ?? new EventBus(app.log);
  subscribeOrderMails(events, outbox);
  subscribeOrderSms(events, outbox, { publicUrl });
  subscribeUserMails(events, outbox, { publicUrl, now });
  subscribeAccountMails(events, outbox, { now });
  const trigramCounts = db.dialect === 'sqlite' ? new TrigramCounts(db) : null;
  const searchSample = db.dialect === 'postgres' ? new SearchSample(db.kysely) : null;
  subscribeCatalogueCaches(events, {
    answers: catalogueCache,
    directory: categoryDirectory,
    trigrams: trigramCounts,
  });
  const searchIndex = new SearchIndexUpkeep(db, app.log);
  subscribeSearchIndexUpkeep(events, searchIndex);
  // A catalogue filled or imported before this start is merged too.
  searchIndex.schedule(0);
  subscribeAgentEarnings(events, agentEarnings);
  subscribeAdminStats(events, adminStatsMemo);
  subscribeOrderTextLookups(events, orderTexts);
  // With Redis, the caches of every process forget a change within milliseconds
  // (docs/decisions/185-events-to-every-process.md); without it, within their 5 s.
  const relay = deps.config.redisUrl ? new RedisRelay(deps.config.redisUrl, events, app.log) : null;
  if (relay) {
    await relay.connect();
    events.relayTo(relay);
  }
  const metrics = createMetrics({ db, now });
  subscribeMetrics(events, metrics);
  registerMetricsHooks(app, metrics);
  if (deps.config.metricsToken) {
    await app.register(metricsRoute, { metrics, token: deps.config.metricsToken });
  }
  // Each route plugin gets only what it uses.
  await app.register(healthRoutes, { db, limiter });
  await app.register(authRoutes, { db, events, outbox, now, publicUrl, limiter });
  await app.register(cartRoutes, { db, now });
  await app.register(addressRoutes, { db, now });
  await app.register(accountRoutes, { db, events, outbox, now, limiter, publicUrl });
  await app.register(orderRoutes, { db, now, events });
  await app.register(adminOrderRoutes, { db, events, now, texts: orderTexts });
  await app.register(orderStatusRoutes, { db, now, events });
  await app.register(ledgerRoutes, { db, now });
  await app.register(usersRoutes, { db, events, now });
  await app.register(pincodeRoutes, { db });
  await app.register(settingsRoutes, { db, now });
  await app.register(statsRoutes, { db, memo: adminStatsMemo });
  await app.register(documentsRoutes, { db, now });
  await app.register(codRoutes, { db, now });
  await app.register(exportsRoutes, { db });
  await app.register(remittancesRoutes, { db, now, events });
  await app.register(mediaRoutes, { db });
  await app.register(catalogRoutes, {
    db,
    now,
    events,
    catalogueCache,
    directory: categoryDirectory,
    trigrams: trigramCounts,
    searchSample,
  });
  await app.register(uploadRoutes, { db });
  await app.register(productSheetRoutes, { db, events, now });
  await app.register(agentRoutes, { db, agentEarnings, events, now });
  if (deps.testClock && deps.config.testClock) {
    await app.register(testClockRoutes, { clock: deps.testClock });
  }

  const webPages = loadWebPages(deps.webRoot);
  const renderer = webPages ? await loadRenderer(deps.webRoot) : null;
  if (renderer) sendRendererCallsTo(app, renderer, catalogueCache);
  // React's render on other cores, so the event loop keeps accepting connections and answering
  // the API meanwhile (decision 385); in this thread when there is no second core or no build.
  const renderWorkers =
    renderer && deps.config.renderWorkers > 0 && renderWorkerAvailable()
      ? new RenderWorkers(
          rendererUrl(deps.webRoot)!,
          deps.config.renderWorkers,
          rendererCallsAnsweredBy(app, catalogueCache),
          // A renderer no worker can load still renders here, where it is loaded (decision 400).
          { renderInThread: renderer.renderPage, warn: (message) => app.log.warn(message) },
        )
      : null;
  if (renderWorkers) app.addHook('onClose', () => renderWorkers.close());
  const rendered = renderer
    ? new RenderedPages(
        renderer,
        catalogueCache,
        publicUrl,
        renderWorkers ? (url, language) => renderWorkers.renderPage(url, language) : undefined,
        renderWorkers ? (encoding, body) => renderWorkers.compress(encoding, body) : undefined,
      )
    : null;
  await app.register(linkPreviewRoutes, { db, publicUrl, now, pages: webPages, rendered });
  await app.register(sitemapRoutes, { db, publicUrl });
  await registerWebApp(
    app,
    deps.webRoot,
    webPages,
    {
      preloads: homePreloads(db, categoryDirectory),
      version: () => catalogueCache.generation,
      now,
    },
    rendered,
  );
  // A repeated public read of the catalogue is answered before Fastify's own work.
  answerFromCacheFirst(app, catalogueCache, { publicUrl, metrics, pages: rendered });
  const metricsServer = deps.config.metricsPort
    ? await startMetricsServer(metrics, deps.config.metricsPort, deps.config.host, app.log)
    : null;
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    // The batch being sent finishes; nothing new is claimed.
    await outbox.stop();
    await searchIndex.close();
    await metricsServer?.close();
    await limiter.close();
    events.relayTo(null);
    await relay?.close();
    deps.mailer.close();
    await deps.db.close();
  });
  return app;
}
