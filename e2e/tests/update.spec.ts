/// <reference lib="dom" />
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, toast } from '../support/fixtures';

/**
 * Issue 30, "Installable and resilient": a new version of the shop is offered with a
 * 'New version — Reload' toast, never swapped under the reader; Reload lets the waiting service
 * worker take over and the page reloads into it (docs/decisions/287-update-offered-never-swapped.md).
 *
 * The real service worker of the build, in Chromium: a small server in front of the shop answers
 * every request from the shop itself, except that after the first visit it serves `/sw.js` as
 * the next deploy would (the same worker with other bytes), so the browser finds a new version.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

interface Deploy {
  url: string;
  /** From now on `/sw.js` is the next version's. */
  next: () => void;
  close: () => Promise<void>;
}

/** A server in front of the shop at `shop`, whose `/sw.js` changes when `next()` is called. */
async function deployInFront(shop: string): Promise<Deploy> {
  let version = 1;
  const upstream = new URL(shop);
  const server = http.createServer((request, response) => {
    const worker = request.url === '/sw.js';
    const headers = { ...request.headers, host: upstream.host };
    if (worker) {
      // The whole worker, uncompressed, never 'not modified': its bytes are what changes.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        if (worker && version > 1) {
          // The next deploy's worker: the same code, other bytes.
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const body = `${Buffer.concat(chunks).toString()}\n// version ${version}\n`;
            const sent = { ...answer.headers };
            delete sent['content-length'];
            delete sent.etag;
            delete sent['last-modified'];
            response.writeHead(answer.statusCode ?? 200, sent).end(body);
          });
          return;
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    next: () => (version += 1),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

test("a new version waits, is offered with the 'New version — Reload' toast, and Reload activates it", async ({
  page,
  baseURL,
}) => {
  const deploy = await deployInFront(baseURL!);
  try {
    await page.goto(`${deploy.url}/`);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    // The first worker installs and controls the page; nothing is offered.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(toast(page, 'New version')).toHaveCount(0);

    deploy.next();
    // The browser looks for a new worker when the reader comes back to the shop.
    await page.reload();
    const offer = toast(page, 'New version');
    await expect(offer).toBeVisible({ timeout: 30_000 });
    const waiting = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting?.state ?? null;
      });
    expect(await waiting()).toBe('installed');
    // Not swapped under the reader: the old worker still controls this page.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.screenshot({ path: test.info().outputPath('new-version-toast-390.png') });

    await offer.getByRole('button', { name: 'Reload' }).click();
    // The page reloads once the new worker controls it.
    await page.waitForFunction(() => !('beforeReload' in window), null, { timeout: 30_000 });
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    expect(await waiting()).toBeNull();
    // The waiting worker is the active one now, and controls the reloaded page.
    const active = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        state: registration?.active?.state,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(active).toEqual({ state: 'activated', controlled: true });
    await expect(toast(page, 'New version')).toHaveCount(0);
  } finally {
    await deploy.close();
  }
});
