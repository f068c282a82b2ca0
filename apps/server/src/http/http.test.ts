import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildTestApp, TEST_ORIGIN } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { Conflict } from '../errors.ts';
import { NO_SUCH_CALL } from './web-app.ts';

function probeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe/echo',
    { schema: { body: z.object({ name: z.string().min(2), qty: z.number().int().min(1) }) } },
    async (request) => request.body,
  );
  typed.post('/api/probe/conflict', async () => {
    throw new Conflict('Only 2 left in stock.', { quantity: 'at most 2' });
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
}

describe('the HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ beforeReady: probeRoutes });
  });
  afterAll(() => t.close());

  it('answers the health check once the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the API a Content-Security-Policy that allows nothing, and no sniffing', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Refused and unknown calls too.
    const missing = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toBe(NO_SUCH_CALL);
    expect(res.body).not.toContain('no-such-thing');
  });

  it('turns malformed JSON into 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "ab",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('refuses a content type it does not accept with 415', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('This content type is not accepted here.');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), qty: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('names the failing fields of an invalid body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/probe/echo',
      payload: { name: 'a', qty: 0.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'qty']);
    expect(body.message).toMatch(/^(name|qty): /);
    expect(body.error).toBe(body.message);
  });

  it('keeps the status and message of a typed service error', async () => {
    const res = await t.request({ method: 'POST', url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Only 2 left in stock.',
      error: 'Only 2 left in stock.',
      fields: { quantity: 'at most 2' },
    });
  });

  it('hides the detail of an unexpected error behind a request id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json().message).toContain(String(res.headers['x-request-id']));
  });

  describe('the Origin check on state-changing requests', () => {
    const payload = { name: 'Asha', qty: 2 };

    it('refuses a request without Origin or Referer', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo', payload });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('This request did not come from the shop itself.');
    });

    it('refuses a request from another site', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        payload,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('accepts the shop origin, or its Referer when Origin is absent', async () => {
      const byOrigin = await t.request({ method: 'POST', url: '/api/probe/echo', payload });
      expect(byOrigin.statusCode).toBe(200);
      expect(byOrigin.json()).toEqual(payload);
      const byReferer = await t.app.inject({
        method: 'POST',
        url: '/api/probe/echo',
        payload,
        headers: { referer: `${TEST_ORIGIN}/cart` },
      });
      expect(byReferer.statusCode).toBe(200);
    });

    it('lets reads through without an Origin', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
    });
  });

  it('publishes the OpenAPI document and its page at /api/docs', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths).toHaveProperty('/api/health');
    const page = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const t = await buildTestApp();
    await t.db.kysely.destroy();
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The database is not answering.');
    await t.app.close().catch(() => undefined);
  });
});
