import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Language } from '@haat/contracts';

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

type FromWorker =
  | { kind: 'call'; id: number; url: string; method: string }
  | { kind: 'rendered'; id: number; html: string; state: string; status: 200 | 404 }
  | { kind: 'failed'; id: number; error: string };

interface Render {
  resolve(page: WorkerPage<unknown>): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  renders: Map<number, Render>;
}

/** The worker's file: beside this module in the sources, beside main.js in the build. */
const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

/** Whether this copy of the server carries the worker's file (a build made by build.mjs). */
export function renderWorkerAvailable(): boolean {
  return fs.existsSync(WORKER_FILE);
}

/** A fixed set of render workers; each page goes to the one with the fewest in flight. */
export class RenderWorkers {
  private readonly threads: Thread[] = [];
  private lastRender = 0;
  private closing = false;

  constructor(
    private readonly rendererUrl: string,
    count: number,
    private readonly answer: AnswerCall,
  ) {
    for (let i = 0; i < count; i++) this.threads.push(this.start());
  }

  /** The page at `url` rendered on a worker; its state parsed from the text the worker sent. */
  renderPage<State>(url: string, language?: Language): Promise<WorkerPage<State>> {
    if (this.closing) return Promise.reject(new Error('the render workers are closed'));
    const thread = this.threads.reduce((a, b) => (b.renders.size < a.renders.size ? b : a));
    const id = ++this.lastRender;
    return new Promise<WorkerPage<unknown>>((resolve, reject) => {
      thread.renders.set(id, { resolve, reject });
      thread.worker.postMessage({ kind: 'render', id, url, language });
    }) as Promise<WorkerPage<State>>;
  }

  /** Ends every worker; renders still in flight fail. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private start(): Thread {
    const worker = new Worker(WORKER_FILE, { workerData: { rendererUrl: this.rendererUrl } });
    const thread: Thread = { worker, renders: new Map() };
    worker.on('message', (message: FromWorker) => this.received(thread, message));
    // A worker that failed takes its renders with it; another takes its place.
    const ended = (error: Error) => {
      for (const render of thread.renders.values()) render.reject(error);
      thread.renders.clear();
      if (this.closing) return;
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads[at] = this.start();
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`a render worker stopped (exit ${code})`)));
    // The workers never keep the process alive: the app's close ends them.
    worker.unref();
    return thread;
  }

  private received(thread: Thread, message: FromWorker): void {
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
