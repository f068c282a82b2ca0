import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode } from './compression.ts';
import { RenderWorkers, type AnswerCall, type WorkersFallback } from './render-workers.ts';

/**
 * Pages rendered on worker threads (docs/decisions/385-pages-rendered-on-a-worker-thread.md),
 * with a small renderer of the web build's shape: it says which thread rendered, asks one data
 * call, and fails or stops on request.
 */
const RENDERER = `
import { threadId } from 'node:worker_threads';
let transport;
export function sendCalls(next) { transport = next; }
export async function renderPage(url, language) {
  if (url === '/fails') throw new Error('the renderer failed');
  if (url === '/stops') process.exit(3);
  const answer = await transport('/api/answer?for=' + encodeURIComponent(url), {});
  const error = Object.assign(new Error('not found'), { status: 404 });
  return {
    html: '<p>' + language + ' ' + url + ': ' + answer.status + ' ' + (await answer.text()) + '</p>',
    state: { queries: [], thread: threadId, error },
    status: 200,
  };
}
`;

/** A renderer that cannot load: every worker that imports it counts its start and stops. */
const BROKEN_RENDERER = `
import fs from 'node:fs';
fs.appendFileSync(new URL('./starts.txt', import.meta.url), 'start\\n');
throw new Error('the renderer cannot load');
`;

/** A fallback that must not be used: the workers render. */
const NO_FALLBACK: WorkersFallback = {
  renderInThread: () => Promise.reject(new Error('rendered in the main thread')),
  warn: (message) => {
    throw new Error(`unexpected warning: ${message}`);
  },
};

describe('render workers', () => {
  let dir: string;
  let workers: RenderWorkers;
  const calls: string[] = [];
  const answer: AnswerCall = async (url, method) => {
    calls.push(`${method} ${url}`);
    return {
      status: 200,
      contentType: 'application/json',
      body: new TextEncoder().encode(`{"thread":${threadId}}`),
    };
  };

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-render-workers-'));
    fs.writeFileSync(path.join(dir, 'renderer.mjs'), RENDERER);
    fs.writeFileSync(path.join(dir, 'broken.mjs'), BROKEN_RENDERER);
    workers = new RenderWorkers(
      pathToFileURL(path.join(dir, 'renderer.mjs')).href,
      1,
      answer,
      NO_FALLBACK,
    );
  });
  afterAll(async () => {
    await workers.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders on a thread of its own, its data calls answered by the thread that asked', async () => {
    const page = await workers.renderPage<{ thread: number; error: unknown }>('/product/1', 'hi');
    expect(page.status).toBe(200);
    expect(page.html).toBe(`<p>hi /product/1: 200 {"thread":${threadId}}</p>`);
    expect(page.state.thread).not.toBe(threadId);
    // The state comes as the page carries it: an error keeps its status.
    expect(page.state.error).toEqual({ status: 404 });
    expect(calls).toContain('GET /api/answer?for=%2Fproduct%2F1');
  });

  it('renders pages asked together, each with its own answer', async () => {
    const pages = await Promise.all(['/a', '/b', '/c'].map((url) => workers.renderPage(url, 'en')));
    expect(pages.map((page) => page.html.split(':')[0])).toEqual([
      '<p>en /a',
      '<p>en /b',
      '<p>en /c',
    ]);
  });

  it('fails a render whose renderer threw, and renders the next page', async () => {
    await expect(workers.renderPage('/fails', 'en')).rejects.toThrow(/the renderer failed/);
    await expect(workers.renderPage('/next', 'en')).resolves.toMatchObject({ status: 200 });
  });

  it('fails the renders of a worker that stopped, and another takes its place', async () => {
    await expect(workers.renderPage('/stops', 'en')).rejects.toThrow(/stopped \(exit 3\)/);
    await expect(workers.renderPage('/after', 'en')).resolves.toMatchObject({ status: 200 });
  });

  it('compresses a page on a worker into the bytes the event loop would make', async () => {
    const page = `<!doctype html><p>${'₹1,299 a kurta of hand-woven cotton. '.repeat(3_000)}</p>`;
    for (const encoding of ['br', 'gzip'] as const) {
      const body = await workers.compress(encoding, page);
      expect(Buffer.isBuffer(body)).toBe(true);
      expect(body.equals(encode(encoding, page))).toBe(true);
    }
  });

  it('renders nothing once closed', async () => {
    const closing = new RenderWorkers(
      pathToFileURL(path.join(dir, 'renderer.mjs')).href,
      1,
      answer,
      NO_FALLBACK,
    );
    await closing.renderPage('/warm', 'en');
    await closing.close();
    await expect(closing.renderPage('/late', 'en')).rejects.toThrow(/closed/);
  });

  it('starts no new worker for a renderer that cannot load, and renders in this thread', async () => {
    const warnings: string[] = [];
    const inThread: string[] = [];
    const broken = new RenderWorkers(pathToFileURL(path.join(dir, 'broken.mjs')).href, 2, answer, {
      renderInThread: async (url, language) => {
        inThread.push(url);
        return { html: `<p>${language} ${url} here</p>`, state: { queries: [] }, status: 200 };
      },
      warn: (message) => warnings.push(message),
    });
    const starts = () =>
      fs.readFileSync(path.join(dir, 'starts.txt'), 'utf8').split('\n').filter(Boolean).length;
    try {
      // Asked before the workers fail: the page still comes back, rendered here.
      await expect(broken.renderPage('/first', 'en')).resolves.toMatchObject({
        html: '<p>en /first here</p>',
        status: 200,
      });
      // A while for any replacement to start and fail in turn.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await expect(broken.renderPage('/second', 'hi')).resolves.toMatchObject({
        html: '<p>hi /second here</p>',
      });
      expect(starts()).toBe(2);
      expect(inThread).toEqual(['/first', '/second']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/the renderer cannot load.*main thread/);
    } finally {
      await broken.close();
    }
  });
});
