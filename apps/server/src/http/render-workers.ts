import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Language } from '@haat/contracts';
import { encodeInPool, encodingOptions, type Encoding } from './compression.ts';

/**
 * The storefront's pages rendered on worker threads
 * (docs/decisions/385-pages-rendered-on-a-worker-thread.md): React's render of a page costs
 * the event loop several milliseconds, during which it accepts no connection and answers no
 * API read. Each worker runs the web build's renderer (`render-worker.mjs`); its data calls
 * come back here and are answered by `answer`, the app itself.
 */

/** What the renderer gives for a page, as the main thread's `renderPage` does. */
export interface WorkerPage<State> {
  html: string;
  state: State;
  status: 200 | 404;
}

/** A data call's answer as the worker's `Response` is made from it. */
export interface CallAnswer {
  status: number;
  contentType: string;
  body: Uint8Array;
}

export type AnswerCall = (url: string, method: string) => Promise<CallAnswer>;

/** A page rendered in this thread, by the renderer loaded here. */
export type RenderInThread = (url: string, language?: Language) => Promise<WorkerPage<unknown>>;

/** What the pool does when its workers cannot start. */
export interface WorkersFallback {
  /** Renders a page when no worker is left. */
  renderInThread: RenderInThread;
  /** Told once, when the last worker is gone and pages render in this thread. */
  warn(message: string): void;
}

type FromWorker =
  | { kind: 'ready' }
  | { kind: 'call'; id: number; url: string; method: string }
  | { kind: 'rendered'; id: number; html: string; state: string; status: 200 | 404 }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'compressed'; id: number; body: Uint8Array }
  | { kind: 'not compressed'; id: number; error: string };

interface Render {
  url: string;
  language: Language | undefined;
  resolve(page: WorkerPage<unknown>): void;
  reject(error: Error): void;
}

interface Compression {
  resolve(body: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  renders: Map<number, Render>;
  compressions: Map<number, Compression>;
  /** Whether its renderer loaded: a worker that stops before is not started again. */
  ready: boolean;
}

/** The worker's file: beside this module in the sources, beside main.js in the build. */
const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/** Whether this copy of the server carries the worker's file (a build made by build.mjs). */
export function renderWorkerAvailable(): boolean {
  return fs.existsSync(WORKER_FILE);
}

/**
 * A fixed set of render workers; each page goes to the one with the fewest in flight. A worker
 * that stops after its renderer loaded is replaced; one that stops before (a renderer that
 * cannot load, which would fail the same way in every new worker) is not, and once none is left
 * pages render in this thread (docs/decisions/400-a-render-worker-that-cannot-start.md).
 */
export class RenderWorkers {
  private readonly threads: Thread[] = [];
  private lastRender = 0;
  private closing = false;

  constructor(
    private readonly rendererUrl: string,
    count: number,
    private readonly answer: AnswerCall,
    private readonly fallback: WorkersFallback,
  ) {
    for (let i = 0; i < count; i++) this.threads.push(this.start());
  }

  /** The page at `url` rendered on a worker; its state parsed from the text the worker sent. */
  renderPage<State>(url: string, language?: Language): Promise<WorkerPage<State>> {
    if (this.closing) return Promise.reject(new Error('the render workers are closed'));
    return new Promise<WorkerPage<unknown>>((resolve, reject) =>
      this.send({ url, language, resolve, reject }),
    ) as Promise<WorkerPage<State>>;
  }

  /**
   * `body` compressed on a worker, as `encode` would on the event loop: the same bytes. A
   * rendered page's first compression in the thread pool cost the event loop about as much as
   * half the compression itself, in the zlib stream's callbacks; here it costs two messages
   * (docs/decisions/401-a-rendered-page-compressed-on-its-render-worker.md). In the thread pool
   * when no worker is left or the worker stopped meanwhile.
   */
  compress(encoding: Encoding, body: string): Promise<Buffer> {
    if (this.closing || this.threads.length === 0) return encodeInPool(encoding, body);
    const thread = this.leastBusy();
    const id = ++this.lastRender;
    return new Promise<Buffer>((resolve, reject) => {
      thread.compressions.set(id, { resolve, reject });
      thread.worker.postMessage({
        kind: 'compress',
        id,
        encoding,
        body,
        options: encodingOptions(encoding, body),
      });
    }).catch(() => encodeInPool(encoding, body));
  }

  /** Ends every worker; renders still in flight fail. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  /** A render given to the worker with the fewest in flight, or to this thread without one. */
  private send(render: Render): void {
    if (this.threads.length === 0) {
      this.fallback.renderInThread(render.url, render.language).then(render.resolve, render.reject);
      return;
    }
    const thread = this.leastBusy();
    const id = ++this.lastRender;
    thread.renders.set(id, render);
    thread.worker.postMessage({ kind: 'render', id, url: render.url, language: render.language });
  }

  private leastBusy(): Thread {
    const busy = (thread: Thread) => thread.renders.size + thread.compressions.size;
    return this.threads.reduce((a, b) => (busy(b) < busy(a) ? b : a));
  }

  private start(): Thread {
    const worker = new Worker(WORKER_FILE, { workerData: { rendererUrl: this.rendererUrl } });
    const thread: Thread = { worker, renders: new Map(), compressions: new Map(), ready: false };
    worker.on('message', (message: FromWorker) => this.received(thread, message));
    let done = false;
    const ended = (error: Error) => {
      // 'error' is followed by 'exit': the first of them is the one that counts.
      if (done) return;
      done = true;
      const renders = [...thread.renders.values()];
      thread.renders.clear();
      // A compression is made again in the thread pool.
      for (const compression of thread.compressions.values()) compression.reject(error);
      thread.compressions.clear();
      const at = this.threads.indexOf(thread);
      if (this.closing || at < 0) {
        for (const render of renders) render.reject(error);
        return;
      }
      if (thread.ready) {
        // A worker that failed while rendering takes its renders with it; another takes its place.
        for (const render of renders) render.reject(error);
        this.threads[at] = this.start();
        return;
      }
      // Its renderer did not load, and would not in another worker: no new one, and what it
      // was given goes to the workers left, or to this thread.
      this.threads.splice(at, 1);
      if (this.threads.length === 0) {
        this.fallback.warn(
          `no render worker could start (${error.message}); pages are rendered on the main thread`,
        );
      }
      for (const render of renders) this.send(render);
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`a render worker stopped (exit ${code})`)));
    // The workers never keep the process alive: the app's close ends them.
    worker.unref();
    return thread;
  }

  private received(thread: Thread, message: FromWorker): void {
    if (message.kind === 'ready') {
      thread.ready = true;
      return;
    }
    if (message.kind === 'call') {
      this.answer(message.url, message.method).then(
        (answer) => thread.worker.postMessage({ kind: 'answer', id: message.id, ...answer }),
        (error: unknown) =>
          thread.worker.postMessage({
            kind: 'answer',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    if (message.kind === 'compressed' || message.kind === 'not compressed') {
      const compression = thread.compressions.get(message.id);
      if (!compression) return;
      thread.compressions.delete(message.id);
      if (message.kind === 'compressed') {
        const { body } = message;
        compression.resolve(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      } else {
        compression.reject(new Error(`the page was not compressed: ${message.error}`));
      }
      return;
    }
    const render = thread.renders.get(message.id);
    if (!render) return;
    thread.renders.delete(message.id);
    if (message.kind === 'rendered') {
      render.resolve({
        html: message.html,
        state: JSON.parse(message.state) as unknown,
        status: message.status,
      });
    } else {
      render.reject(new Error(`the page was not rendered: ${message.error}`));
    }
  }
}
