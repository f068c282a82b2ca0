import crypto from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  placeOrderAs,
  signedInApi,
  signInThroughPage,
  test,
  uniqueEmail,
  type PlacedOrder,
} from '../support/fixtures';

/**
 * The shipping desk's morning (issue 23; docs/product.md, "Admin: orders"), at a desktop and a
 * phone width: confirm an order from 'To confirm', confirm and ship a selection of three in bulk
 * (one of them already confirmed is refused, the others move), open the selection's invoices
 * and labels, import the courier's remittance file and read the report; the same file again
 * changes nothing.
 */

const GSTIN = '27AAPFU0939F1ZV';
const PASSWORD = 'Haat-journey-2026';

/** The Admin adds an agent, an agent a customer (docs/product.md, "Agents"). */
async function addUser(api: APIRequestContext, firstName: string, email: string) {
  const res = await api.post('/api/add-user', {
    data: { formData: { firstName, lastName: 'Desk', contact: email, password: PASSWORD } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Opens 'To confirm' at the page that lists `order`, the longest waiting first. */
async function openToConfirm(page: Page, order: PlacedOrder) {
  const card = page.getByRole('listitem', { name: `Order ${order.orderNumber}` });
  for (let n = 1; n <= 20; n += 1) {
    await page.goto(`/admin-to-confirm?page=${n}`);
    await expect(
      page
        .getByRole('list', { name: 'Orders to confirm' })
        .or(page.getByText('No orders to confirm.')),
    ).toBeVisible();
    if (await card.isVisible()) return card;
  }
  throw new Error(`${order.orderNumber} is not in 'To confirm'`);
}

/** Selects the orders on the orders screen, found together by their customer's name. */
async function select(page: Page, name: string, orders: PlacedOrder[]) {
  const search = page.getByLabel('Search (number, name, phone)');
  await search.fill(name);
  await search.press('Enter');
  for (const order of orders) {
    const box = page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` });
    await expect(box).toBeVisible();
    await box.check();
  }
  await expect(page.getByText(`${orders.length} orders selected`)).toBeVisible();
}

for (const width of [1280, 390]) {
  test.describe(`the shipping desk at ${width} px`, () => {
    test.describe.configure({ timeout: 240_000 });
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } });

    test("confirm, bulk-ship three, their papers, and the courier's remittance", async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const adminApi = await signedInApi(base, ADMIN.email, ADMIN.password);
      // Invoices are issued at shipping once the shop's particulars are saved.
      const settings = await adminApi.put('/api/shop-settings', {
        data: {
          legalName: 'Haat Retail LLP',
          address: '12 MG Road, Camp',
          state: 'Maharashtra',
          pincode: '411001',
          gstin: GSTIN,
          invoicePrefix: 'HT',
          supportPhone: '9876543210',
        },
      });
      expect(settings.status(), await settings.text()).toBe(200);
      // A customer of a new agent, with a name of their own to find their orders by.
      const name = `Desk${crypto.randomBytes(3).toString('hex')}`;
      const agentEmail = uniqueEmail(`agent${name}`);
      await addUser(adminApi, `Agent${name}`, agentEmail);
      const agentApi = await signedInApi(base, agentEmail, PASSWORD);
      const email = uniqueEmail(name.toLowerCase());
      await addUser(agentApi, name, email);
      await agentApi.dispose();
      const orders: PlacedOrder[] = [];
      for (let n = 0; n < 3; n += 1) orders.push(await placeOrderAs(base, email, PASSWORD));
      const [first, second, third] = orders as [PlacedOrder, PlacedOrder, PlacedOrder];

      await page.goto('/sign-in');
      await signInThroughPage(page, ADMIN.email, ADMIN.password);
      await expect(page.getByText('Hello, Admin')).toBeVisible();

      // 'To confirm': the customer's phone to call, a note, Confirm.
      const card = await openToConfirm(page, first);
      await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute(
        'href',
        /^tel:\+91\d{10}$/,
      );
      await card.getByLabel(`Note for ${first.orderNumber}`).fill('Confirmed on the phone');
      await card.getByRole('button', { name: `Confirm ${first.orderNumber}` }).click();
      await expect(card).toBeHidden();

      // Confirm the three in bulk: the one confirmed already is refused, the others move.
      await page.goto('/admin-all-orders');
      await select(page, name, orders);
      await page.getByRole('button', { name: 'Confirm selected' }).click();
      await expect(page.getByText('Moved 2; refused 1.')).toBeVisible();

      // Ship the three, tracking numbers pasted one per line.
      const tracking = orders.map(() => `DLV${crypto.randomInt(1e9, 1e10 - 1)}`);
      await select(page, name, orders);
      await page.getByRole('button', { name: 'Ship selected' }).click();
      const form = page.getByRole('form', { name: 'Ship selected orders' });
      await form.getByLabel('Courier').fill('Delhivery');
      await form
        .getByLabel('Paste tracking numbers (one per line, in the order below)')
        .fill(tracking.join('\n'));
      await expect(form.getByLabel(`Tracking number for ${third.orderNumber}`)).toHaveValue(
        tracking[2]!,
      );
      await form.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(page.getByText('Moved 3; refused 0.')).toBeVisible();

      // The selection's invoices and labels, each one PDF.
      await select(page, name, orders);
      for (const name of ['Invoices PDF', 'Labels PDF']) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        const pdf = await page.request.get(href!);
        expect(pdf.status(), name).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
        expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
      const shipped = await adminApi.get(`/api/orders/${second._id}`);
      const order = (await shipped.json()) as { invoiceNumber: string | null };
      expect(order.invoiceNumber).toMatch(/^HT\/\d{2}-\d{2}\/\d{5}$/);

      // The courier's remittance: the three parcels' cash and a tracking number Haat never sent.
      const totals: number[] = [];
      for (const each of orders) {
        const answer = await adminApi.get(`/api/orders/${each._id}`);
        totals.push(((await answer.json()) as { totalAmount: number }).totalAmount);
      }
      const csv = [
        'trackingNumber,amount,date,utr',
        ...tracking.map(
          (number, at) => `${number},${totals[at]!.toFixed(2)},2026-11-20,UTR${number}`,
        ),
        'NOSUCH123,100.00,2026-11-20,UTRX',
      ].join('\n');
      await page.goto('/admin-remittances');
      const file = { name: 'remittance.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) };
      await page.getByLabel('Remittance file (CSV)').setInputFiles(file);
      await page.getByRole('button', { name: 'Import remittances' }).click();
      const report = page.getByRole('region', { name: 'Reconciliation report' });
      await expect(report.getByRole('status')).toContainText('3 marked delivered');
      await expect(report.getByRole('status')).toContainText('1 unknown');
      await expect(report.getByText('NOSUCH123')).toBeVisible();

      // The same file again changes nothing.
      await page.getByLabel('Remittance file (CSV)').setInputFiles(file);
      await page.getByRole('button', { name: 'Import remittances' }).click();
      await expect(report.getByRole('status')).toContainText('0 marked delivered');
      const delivered = await adminApi.get(`/api/orders/${third._id}`);
      expect(((await delivered.json()) as { status: string }).status).toBe('delivered');
      await adminApi.dispose();
    });
  });
}
