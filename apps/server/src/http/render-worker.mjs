// A render worker (docs/decisions/385-pages-rendered-on-a-worker-thread.md): the web build's
// renderer on a thread of its own, so React's render runs beside the event loop that accepts
// connections and answers the API. Its data calls are answered by the app on the main thread,
// the same answers (and the same cached ones) as a page rendered there.
//
// Plain JavaScript, so that the same file runs from the sources (tests) and beside the build
// (build.mjs copies it): a worker is started from a file Node runs as it is.
import zlib from 'node:zlib';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ rendererUrl: string }} */
const { rendererUrl } = workerData;
const renderer = await import(rendererUrl);

/** The data calls waiting for the main thread's answer, by number. */
const calls = new Map();
let lastCall = 0;

renderer.sendCalls(
  (url, init) =>
    new Promise((resolve, reject) => {
      const id = ++lastCall;
      calls.set(id, { resolve, reject });
      parentPort.postMessage({ kind: 'call', id, url, method: init.method ?? 'GET' });
    }),
);

function answered(message) {
  const call = calls.get(message.id);
  calls.delete(message.id);
  if (message.error !== undefined) {
    call.reject(new Error(message.error));
    return;
  }
  call.resolve(
    new Response(message.body, {
      status: message.status,
      headers: { 'content-type': message.contentType },
    }),
  );
}

async function render(message) {
  try {
    const page = await renderer.renderPage(message.url, message.language);
    // The state as its JSON text: the page carries that text, and a structured clone would drop
    // an error's own fields (its status) that the text keeps.
    parentPort.postMessage({
      kind: 'rendered',
      id: message.id,
      html: page.html,
      state: JSON.stringify(page.state),
      status: page.status,
    });
  } catch (error) {
    parentPort.postMessage({
      kind: 'failed',
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

/**
 * A page compressed here, with the options the main thread's `encode` uses (decision 401): in
 * one synchronous call, which costs less than zlib's stream in the thread pool and nothing of
 * the event loop but the two messages.
 */
function compress(message) {
  try {
    const body =
      message.encoding === 'br'
        ? zlib.brotliCompressSync(message.body, message.options)
        : zlib.gzipSync(message.body, message.options);
    // Its bytes in an ArrayBuffer of their own, handed over rather than copied: a small Buffer
    // is a view of a shared pool, which must stay here.
    const bytes = new Uint8Array(body);
    parentPort.postMessage({ kind: 'compressed', id: message.id, body: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({
      kind: 'not compressed',
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

parentPort.on('message', (message) => {
  if (message.kind === 'answer') answered(message);
  else if (message.kind === 'compress') compress(message);
  else void render(message);
});

// The renderer loaded: from here a worker that stops is replaced (decision 400).
parentPort.postMessage({ kind: 'ready' });
