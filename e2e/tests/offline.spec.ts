/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { ADMIN, expect, signInThroughPage, test, toast } from '../support/fixtures';

// The service worker's journeys (docs/decisions/286–289): on a phone, with it allowed.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const OFFLINE_BAR = 'You are offline';
const OFFLINE_TOAST = 'You are offline. This needs a connection';

interface ListedProduct {
  _id: string;
  productName: string;
  size: string[];
  availability: string;
}

/** A product anyone can add to the cart in one click (no size to choose, in stock). */
async function plainProduct(page: Page): Promise<ListedProduct> {
  const answer = await page.request.get('/api/all-products?limit=50');
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { _id: string }[] };
  for (const { _id } of result) {
    const details = await page.request.get(`/api/products/${_id}`);
    const product = (await details.json()) as ListedProduct;
    if (product.size.length === 0 && product.availability !== 'Out of stock') return product;
  }
  throw new Error('the demo catalogue has no product without sizes');
}

/** Waits until the service worker is installed and answers this page's requests. */
async function untilControlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Every URL stored in the page's caches, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      all[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return all;
  });
}

test('offline on a product page: the bar shows, adding to the cart says offline, and back online the page is asked again', async ({
  page,
  context,
  verifiedAccount,
}) => {
  await page.goto('/sign-in');
  await signInThroughPage(page, verifiedAccount.email, verifiedAccount.password);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toBeVisible();
  const product = await plainProduct(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page.getByText(OFFLINE_BAR)).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, OFFLINE_TOAST)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  const askedAgain = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/api/products/${product._id}`,
  );
  await context.setOffline(false);
  await askedAgain;
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toast(page, 'Added to cart')).toBeVisible();
});

test('after one visit the service worker opens home, a product page seen and the shell offline', async ({
  page,
  context,
}) => {
  const product = await plainProduct(page);
  await page.goto('/');
  await untilControlled(page);
  // Seen once under the service worker: home and a product page are kept.
  await page.reload();
  await expect(page.getByRole('link', { name: product.productName }).first()).toBeVisible();
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  await context.setOffline(true);
  const home = await page.goto('/');
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toBeVisible();
  await expect(page.getByRole('link', { name: product.productName }).first()).toBeVisible();

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  // A page never opened: the shell, which draws the app and its header.
  const cart = await page.goto('/cart');
  expect(cart?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toBeVisible();
  await context.setOffline(false);
});

test("the admin's answers are never in the service worker's caches", async ({ page }) => {
  await page.goto('/sign-in');
  await untilControlled(page);
  await signInThroughPage(page, ADMIN.email, ADMIN.password);
  await expect(page).not.toHaveURL(/sign-in/);
  for (const path of ['/admin-all-products', '/admin-all-orders', '/admin-user-details']) {
    const answered = page.waitForResponse(
      (response) => response.url().includes('/api/') && response.status() === 200,
    );
    await page.goto(path);
    await answered;
  }
  // The admin's view of a public read (with agentCommission) is marked private, no-store.
  const product = await plainProduct(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  const cached = await cachedUrls(page);
  const apiUrls = Object.values(cached)
    .flat()
    .filter((url) => url.startsWith('/api/'));
  // Only the catalogue's public reads may be stored; the admin's own view of them is not.
  for (const url of apiUrls) {
    expect(url).toMatch(/^\/api\/(todos|get-card-details|get-all-products|get-related-products)/);
  }
  expect(apiUrls).not.toContain(`/api/products/${product._id}`);
  expect(apiUrls).not.toContain('/api/all-products');
  const withCommission = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!new URL(request.url).pathname.startsWith('/api/')) continue;
        const answer = await cache.match(request);
        if (answer && (await answer.clone().text()).includes('agentCommission')) return request.url;
      }
    }
    return null;
  });
  expect(withCommission).toBeNull();
});
