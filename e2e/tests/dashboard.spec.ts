import type { Page } from '@playwright/test';
import { ADMIN, expect, placeOrderAs, signInThroughPage, test } from '../support/fixtures';

/**
 * The dashboards of issue 25 (docs/product.md, "Admin: dashboard"), at a desktop and a phone
 * width, against the real server and its demo data: the Admin changes the period and the
 * figures change, the charts draw, and their tables read the same numbers. Journeys run in
 * parallel on one database, so a figure of today is read, never assumed; a period in 2021 is
 * empty for every journey.
 */

const CUSTOMER = { phone: '9876543210', password: 'Haat-customer-2026' };
const AGENT = { email: 'agent@haat.test', password: 'Haat-agent-2026' };

/** Errors the page logs; a chart that fails to draw says so here. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The value of a figure of the dashboard, by its label. */
function figure(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();
}

for (const width of [1280, 390]) {
  test.describe(`dashboards at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });
    test.describe.configure({ timeout: 90_000 });

    test('the Admin changes the period and the figures, charts and tables follow', async ({
      page,
      baseURL,
    }) => {
      const errors = consoleErrors(page);
      // Today holds at least this order.
      await placeOrderAs(baseURL!, CUSTOMER.phone, CUSTOMER.password);
      await page.goto('/sign-in');
      await signInThroughPage(page, ADMIN.email, ADMIN.password);
      await expect(page.getByText('Hello, Admin')).toBeVisible();

      // The admin bar's first link; on a phone it sits in the folded menu.
      await page.goto('/admin');
      await expect(page.getByRole('link', { name: 'Haat dashboard' })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Admin menu' });
      if (await menu.isVisible()) await menu.click();
      await page
        .getByRole('link', { name: 'Dashboard', exact: true })
        .filter({ visible: true })
        .click();
      await expect(page).toHaveURL('/admin-dashboard');
      await expect(page.getByRole('heading', { name: 'Business at a glance' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();

      await page.getByText('Today', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
      await expect(page).toHaveURL(/period=today/);
      // The 30 days' figures stay on screen, marked busy, until today's arrive: a table of one
      // day, and nothing busy, say they have.
      const table = page.getByRole('table', { name: 'Sales and orders per day' });
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(figure(page, 'Orders')).not.toHaveText('0');
      const orders = Number(await figure(page, 'Orders').textContent());
      expect(orders).toBeGreaterThanOrEqual(1);
      const sales = (await figure(page, 'Sales').textContent())!;

      // Each chart draws on a canvas, beside a table of the same numbers.
      const salesChart = page.getByRole('figure', { name: 'Sales and orders per day' });
      await expect(salesChart.locator('canvas').first()).toBeVisible();
      const cells = table.locator('tbody tr').first().locator('td');
      await expect(cells.nth(0)).toHaveText(sales);
      await expect(cells.nth(1)).toHaveText(String(orders));
      await expect(
        page
          .getByRole('figure', { name: 'Orders by state, per day placed' })
          .locator('canvas')
          .first(),
      ).toBeVisible();
      const byState = page.getByRole('table', { name: 'Orders placed per day, by present state' });
      const stateCells = await byState.locator('tbody tr').first().locator('td').allTextContents();
      // Every order placed today is in one state or cancelled: the states add up to at least
      // the orders figure, which leaves out the cancelled.
      expect(stateCells.map(Number).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(orders);

      // A week of 2021, long before the shop's orders: every figure is zero.
      await page.getByText('Custom range', { exact: true }).click();
      await page.getByLabel('From', { exact: true }).fill('2021-03-01');
      await page.getByLabel('To', { exact: true }).fill('2021-03-07');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/from=2021-03-01&to=2021-03-07/);
      await expect(figure(page, 'Orders')).toHaveText('0');
      await expect(figure(page, 'Sales')).toHaveText('₹0');
      await expect(table.locator('tbody tr')).toHaveCount(7);
      await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText('0');

      // A range the other way round is refused where it was typed.
      await page.getByLabel('From', { exact: true }).fill('2021-03-09');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'From must be on or before To' }),
      ).toBeVisible();

      // Nothing of the page is wider than the screen.
      const overflow = await page
        .locator('html')
        .evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test('the agent sees their own business with its chart and table', async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto('/sign-in');
      await signInThroughPage(page, AGENT.email, AGENT.password);
      await expect(page.getByText(/Hello, /)).toBeVisible();
      await page.goto('/agent-add-users');
      const business = page.getByRole('region', { name: 'My business' });
      await expect(business).toBeVisible();
      await business.getByText('This month', { exact: true }).click();
      await expect(business.getByRole('radio', { name: 'This month' })).toBeChecked();
      const chart = business.getByRole('figure', { name: 'Earnings per week' });
      await expect(chart.locator('canvas').first()).toBeVisible();
      const rows = business
        .getByRole('table', { name: 'Earnings per week (weeks start on Monday)' })
        .locator('tbody tr');
      expect(await rows.count()).toBeGreaterThanOrEqual(1);
      await expect(
        business.getByRole('heading', { name: "Your customers' orders by state" }),
      ).toBeVisible();
      const overflow = await page
        .locator('html')
        .evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  });
}
