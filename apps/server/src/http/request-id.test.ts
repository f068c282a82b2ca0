import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

function probeRoutes(app: FastifyInstance) {
  app.get('/api/probe/crash', async (request) => {
    request.log.info('about to fail');
    throw new Error('secret internal detail');
  });
  app.get('/api/probe/away', async () => {
    throw new HttpError(503, 'Mail is away for a moment.', undefined, { 'retry-after': '5' });
  });
}

describe('request ids', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      beforeReady: probeRoutes,
      deps: {
        logger: {
          level: 'info',
          stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('keeps an incoming X-Request-Id of 1 to 128 safe characters', async () => {
    for (const id of ['a', 'trace-01.ABC_z', 'x'.repeat(128)]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': id },
      });
      expect(res.headers['x-request-id']).toBe(id);
    }
  });

  it('replaces one that is too long, empty or has other characters with a new id', async () => {
    const seen = new Set<string>();
    for (const id of ['x'.repeat(129), '', 'two words', 'semi;colon', 'new\\nline', 'é']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': id },
      });
      const given = String(res.headers['x-request-id']);
      expect(given).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      seen.add(given);
    }
    expect(seen.size).toBe(6);
  });

  it('gives a request without one its own id on every answer, 404s included', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('prints the id in a 5xx body and on every log line of the request', async () => {
    lines.length = 0;
    const res = await t.request({
      method: 'GET',
      url: '/api/probe/crash',
      headers: { 'x-request-id': 'complaint-42' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side (request complaint-42).',
      error: 'Something went wrong on our side (request complaint-42).',
      requestId: 'complaint-42',
    });
    expect(res.body).not.toContain('secret internal detail');
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['incoming request', 'about to fail', 'request failed']),
    );
    expect(lines.every((line) => line.reqId === 'complaint-42')).toBe(true);
  });

  it('adds the id to a typed 5xx and leaves 4xx bodies as they were', async () => {
    const away = await t.request({ method: 'GET', url: '/api/probe/away' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json().requestId).toBe(away.headers['x-request-id']);
    const missing = await t.request({ method: 'GET', url: '/api/no-such-call' });
    expect(missing.json()).not.toHaveProperty('requestId');
  });
});
