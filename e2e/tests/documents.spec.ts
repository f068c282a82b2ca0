import crypto from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import {
  ADMIN,
  expect,
  signedInApi,
  signInThroughPage,
  test,
  toast,
  uniqueEmail,
} from '../support/fixtures';

/**
 * The shipping desk's documents (issue 23, docs/product.md "Documents") at a desktop and a phone
 * width: the admin ships an order from its view and downloads its invoice, packing slip and
 * label; the customer downloads the invoice from My Orders. Each test makes its own customer and
 * product.
 */

const PASSWORD = 'Haat-journey-2026';
const PRICE = 899;

async function addUser(api: APIRequestContext, firstName: string, email: string) {
  const res = await api.post('/api/add-user', {
    data: { formData: { firstName, lastName: 'Docs', contact: email, password: PASSWORD } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

async function makeProduct(admin: APIRequestContext, name: string) {
  const list = await admin.get('/api/all-products', { params: { page: 1, limit: 5 } });
  const { result } = (await list.json()) as { result: { _id: string }[] };
  const demo = (await (await admin.get(`/api/products/${result[0]!._id}`)).json()) as {
    category: string;
    images: string[];
  };
  const res = await admin.post('/api/add-product', {
    data: {
      productName: name,
      description: 'A cotton kurta for the documents journey.',
      category: demo.category,
      price: PRICE,
      images: demo.images.slice(0, 1),
      agentCommission: 5,
      size: [],
      inventory: 10,
      hsn: '6205',
      gstRate: 5,
      availability: 'In stock',
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

/** A PDF answer of the page's session: 200, application/pdf, the PDF's magic bytes. */
async function expectPdf(request: APIRequestContext, href: string | null) {
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status(), await res.text()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

for (const width of [1280, 390]) {
  test.describe(`documents at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('ship an order, then download its invoice, packing slip and label', async ({
      browser,
      baseURL,
    }) => {
      const base = baseURL ?? '';
      const t = crypto.randomBytes(3).toString('hex');
      const adminApi = await signedInApi(base, ADMIN.email, ADMIN.password);
      const settings = await adminApi.put('/api/shop-settings', {
        data: {
          legalName: 'Haat Retail LLP',
          address: '12 MG Road, Camp',
          state: 'Maharashtra',
          pincode: '411001',
          gstin: '27AAPFU0939F1ZV',
          invoicePrefix: 'HT',
          supportPhone: '9876543210',
        },
      });
      expect(settings.status(), await settings.text()).toBe(200);
      // The Admin adds agents, an agent customers (docs/product.md, "Agents").
      const agentEmail = uniqueEmail(`ravi${t}`);
      await addUser(adminApi, `Ravi${t}`, agentEmail);
      const agentApi = await signedInApi(base, agentEmail, PASSWORD);
      const email = uniqueEmail(`meena${t}`);
      await addUser(agentApi, `Meena${t}`, email);
      const customerApi = await signedInApi(base, email, PASSWORD);
      const productId = await makeProduct(adminApi, `Kurta ${t}`);
      const address = await customerApi.post('/api/add-address', {
        data: {
          address: {
            firstName: `Meena${t}`,
            lastName: 'Docs',
            mobileNo: '9876501234',
            mobileNo2: '',
            houseNo: 'House 9',
            street: 'MG Road',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411001',
          },
        },
      });
      const addressId = ((await address.json()) as { address: { _id: string } }).address._id;
      expect(
        (
          await customerApi.post('/api/add-to-cart', { data: { productId, quantity: 1, size: '' } })
        ).ok(),
      ).toBe(true);
      const placed = await customerApi.post('/api/place-order', {
        data: { orderDetails: { shippingAddress: addressId, totalAmount: PRICE } },
      });
      expect(placed.status()).toBe(201);
      const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };

      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 800 },
        baseURL: base,
      });
      const admin = await context.newPage();
      await admin.goto('/sign-in');
      await signInThroughPage(admin, ADMIN.email, ADMIN.password);
      await expect(admin.getByText('Hello, Admin')).toBeVisible();
      await admin.goto(`/admin-view-order?id=${order._id}`);
      const status = admin.getByRole('region', { name: 'Status' });
      await expect(
        status.getByText('The invoice is issued when the order is shipped.'),
      ).toBeVisible();
      await expect(status.getByRole('link', { name: /^Invoice/ })).toHaveCount(0);
      await status.getByRole('button', { name: 'Confirm' }).click();
      await expect(toast(admin, 'Order marked as confirmed')).toBeVisible();
      await status.getByRole('button', { name: 'Ship' }).click();
      const ship = admin.getByRole('dialog', { name: 'Ship order' });
      await ship.getByLabel('Courier').fill('Delhivery');
      await ship.getByLabel('Tracking number').fill(`DL${t}IN`);
      await ship.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(ship).toBeHidden();

      const invoice = status.getByRole('link', { name: /^Invoice HT\/\d\d-\d\d\/\d{5} \(PDF\)$/ });
      await expect(invoice).toBeVisible();
      await expect(status.getByText(/^Invoice number HT\//)).toBeVisible();
      await expectPdf(admin.request, await invoice.getAttribute('href'));
      await expectPdf(
        admin.request,
        await status.getByRole('link', { name: /^Packing slip/ }).getAttribute('href'),
      );
      await expectPdf(
        admin.request,
        await status.getByRole('link', { name: /^Shipping label/ }).getAttribute('href'),
      );
      // The link opens the PDF in a tab of its own.
      const [tab] = await Promise.all([context.waitForEvent('page'), invoice.click()]);
      await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
      expect(tab.url()).toContain(`/api/orders/${order._id}/invoice`);
      await tab.close();
      await expectNoAccessibilityViolations(admin);

      // The customer's copy, from My Orders.
      const mine = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 800 },
        baseURL: base,
      });
      const customer = await mine.newPage();
      await customer.goto('/sign-in');
      await signInThroughPage(customer, email, PASSWORD);
      await expect(customer.getByText(`Hello, Meena${t}`)).toBeVisible();
      await customer.goto('/my-orders');
      const card = customer.getByRole('article', { name: `Order ${order.orderNumber}` });
      const download = card.getByRole('link', { name: /^Download invoice HT\// });
      await expect(download).toBeVisible();
      await expectPdf(customer.request, await download.getAttribute('href'));
      await expectNoAccessibilityViolations(customer);
      await context.close();
      await mine.close();
    });
  });
}
