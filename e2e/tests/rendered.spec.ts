import { type ConsoleMessage } from '@playwright/test';
import { BLOCKED_WORKER } from '../support/console';
import { expect, signInThroughPage, test } from '../support/fixtures';

/**
 * The storefront rendered on the server (docs/product.md, "Pages rendered on the server";
 * docs/decisions/192-server-rendering.md), against the demo catalogue.
 */

const wide = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [wide, phone]) {
    test(`home and a product page show their products and prices (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Special picks' })).toBeVisible();
      const firstCard = page.getByRole('link', { name: /^Buy Now/ }).first();
      await expect(firstCard).toBeVisible();
      await expect(page.getByText(/₹\d/).first()).toBeVisible();

      await page.goto('/products-details?category=Footwear');
      await expect(page.getByText('Handmade Kolhapuri Leather Chappals')).toBeVisible();

      const href = await page
        .getByRole('link', { name: /Handmade Kolhapuri Leather Chappals/ })
        .first()
        .getAttribute('href');
      await page.goto(href!);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Handmade Kolhapuri Leather Chappals' }),
      ).toBeVisible();
      await expect(page.getByText('₹699').first()).toBeVisible();
    });
  }
});

test.describe('with JavaScript', () => {
  test('the rendered page takes over without warnings or calls, then works as before', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      // The journeys block the service worker (playwright.config.ts), which says so when the app
      // registers it after load; that is the setup's, not the page's.
      if (BLOCKED_WORKER.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => problems.push(error.message));
    const calls: string[] = [];
    // The order in which the first screen's pictures came and the app was asked for.
    const arrivals: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(request.url());
      if (/^\/assets\/index-[\w-]+\.js$/.test(pathname)) arrivals.push('app');
    });
    page.on('requestfinished', (request) => {
      if (/^\/images\/.+-400\.webp$/.test(new URL(request.url()).pathname))
        arrivals.push('picture');
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Special picks' })).toBeVisible();
    // The app is running once the category menu answers a click.
    const dropdown = page.getByRole('combobox', { name: 'Filter by category' });
    // Until the app runs, a click on the rendered menu does nothing: click until it opens.
    await expect(async () => {
      await dropdown.click();
      await expect(page.getByRole('listbox', { name: 'Categories' })).toBeVisible({
        timeout: 3_000,
      });
    }).toPass();
    expect(calls, 'the page came with its data').toEqual([]);
    // docs/decisions/194: the app waits for the first screen's pictures.
    expect(arrivals.indexOf('picture')).toBeGreaterThanOrEqual(0);
    expect(arrivals.indexOf('app')).toBeGreaterThan(arrivals.indexOf('picture'));
    await page
      .getByRole('listbox', { name: 'Categories' })
      .getByRole('option', { name: 'Footwear', exact: true })
      .click();
    await expect(page.getByText('Handmade Kolhapuri Leather Chappals').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in customer sees their header fill in on a rendered page', async ({
    page,
    verifiedAccount,
  }) => {
    await page.setViewportSize(wide);
    await page.goto('/sign-in');
    await signInThroughPage(page, verifiedAccount.email, verifiedAccount.password);
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    // The page is the same for everyone; what differs for a signed-in visitor (the header, the
    // footer's account links) fills in after React has taken the page over, never during it.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (BLOCKED_WORKER.test(message.text())) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/', '/products-details?category=Footwear']) {
      await page.goto(path);
      await expect(page.getByText(`Hello, ${verifiedAccount.firstName}`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
    }
    await expect(page.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
