import type { Page } from '@playwright/test';
import { formatRupees } from '@haat/contracts';
import { addAddress } from '../support/address';
import { expect, signInThroughPage, test, toast } from '../support/fixtures';

/**
 * Issue 30, "Hindi beside English", the agent's side at 390 px: an agent switches to हिंदी in
 * the agent bar, opens the dashboard and My users in Hindi, places an order for a customer of
 * theirs (search, quantity, a new address, the order) and sees it in the customer's orders,
 * every screen in Hindi, the product's name as the admin typed it.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const COOKER = 'Stainless Steel Pressure Cooker, 5 L';

/** English of the agent's screens that must not be left on a Hindi screen. */
const ENGLISH = [
  'Agent Dashboard',
  'Total Earnings',
  'My business',
  'Add users',
  'My users',
  'Place an order',
  'Place order',
  'Search the catalogue',
  'Deliver to',
  'Total (cash on delivery)',
  'User Orders',
  'Commission',
  'Back',
  'Home',
];

async function expectNoEnglish(page: Page) {
  const left: string[] = [];
  for (const english of ENGLISH) {
    // A whole text of the page, not part of one (a category named 'Home & Kitchen' is data).
    const found = page.locator('main').getByText(english, { exact: true });
    if ((await found.count()) > 0) left.push(english);
  }
  expect(left).toEqual([]);
}

test('an agent switches to Hindi, opens the dashboard and My users and orders for a customer', async ({
  page,
  agentAccount,
  phoneCustomer,
}) => {
  await page.goto('/sign-in');
  await signInThroughPage(page, agentAccount.contact, agentAccount.password);
  await expect(page.getByText(`Hello, ${agentAccount.firstName}`)).toBeVisible();

  // The dashboard, switched to Hindi in the agent bar.
  await page.goto('/agent-add-users');
  await expect(page.getByRole('heading', { level: 1, name: 'Agent Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'हिंदी में देखें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'एजेंट डैशबोर्ड' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'कुल कमाई' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरा कारोबार' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ग्राहक जोड़ें' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'एजेंट डैशबोर्ड' }).first()).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('dashboard-hi-390.png'), fullPage: true });

  // My users: the customer's card in Hindi.
  await page
    .getByRole('navigation', { name: 'डैशबोर्ड', exact: true })
    .getByRole('link', { name: 'मेरे ग्राहक' })
    .click();
  await expect(page).toHaveURL(/\/agent-users$/);
  await expect(page.getByRole('heading', { level: 2, name: 'मेरे ग्राहक' })).toBeVisible();
  const customerName = `${phoneCustomer.firstName} ${phoneCustomer.lastName}`;
  const card = page.getByRole('listitem').filter({ hasText: phoneCustomer.contact });
  await expect(card.getByText('सक्रिय')).toBeVisible();
  await expect(card.getByText('कुल ख़रीद')).toBeVisible();
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('my-users-hi-390.png'), fullPage: true });

  // Place an order for them.
  await card.getByRole('link', { name: `${customerName} के लिए ऑर्डर करें` }).click();
  await expect(page).toHaveURL(/\/agent-place-order\?userId=/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${customerName} के लिए ऑर्डर करें` }),
  ).toBeVisible();
  await page.getByLabel('सामान खोजें').fill('Pressure Cooker');
  const results = page.getByRole('list', { name: 'खोज के नतीजे' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name: `${COOKER} जोड़ें` }).click();
  const quantity = page.getByLabel(`${COOKER} की मात्रा`);
  await expect(quantity).toHaveValue('1');
  await quantity.fill('2');
  const price = (
    (await (
      await page.request.get('/api/all-products', {
        params: { search: 'Pressure Cooker', page: 1, limit: 8 },
      })
    ).json()) as { result: { productName: string; price: number }[] }
  ).result.find((product) => product.productName === COOKER)!.price;
  // Indian grouping in Hindi too.
  await expect(page.getByTestId('order-total')).toHaveText(formatRupees(2 * price, 'hi'));

  await page.getByRole('button', { name: '+ पता जोड़ें' }).click();
  const house = `दुकान ${Date.now() % 100_000}, Market Yard`;
  await addAddress(
    page.getByRole('dialog', { name: 'नया पता जोड़ें' }),
    {
      firstName: phoneCustomer.firstName,
      lastName: phoneCustomer.lastName,
      mobile: phoneCustomer.contact,
      house,
    },
    'hi',
  );
  await expect(page.getByRole('radio', { name: new RegExp(house) })).toBeChecked();
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('place-order-hi-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'ऑर्डर करें', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `${customerName} के लिए ऑर्डर हो गया` }),
  ).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  expect(orderNumber).toMatch(/^HT-\d{2}-\d{6}$/);
  await expect(toast(page, `${customerName} के लिए ऑर्डर ${orderNumber} हो गया`)).toBeVisible();
  await expect(page.getByText('कैश ऑन डिलीवरी')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('order-placed-hi-390.png') });

  // The customer's orders, with the new one, its state and commission in Hindi.
  await page.getByRole('link', { name: `${phoneCustomer.firstName} के ऑर्डर` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ग्राहक के ऑर्डर' })).toBeVisible();
  const order = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(order.getByText('ऑर्डर हुआ', { exact: true })).toBeVisible();
  await expect(order.getByText(/^कमीशन ₹/)).toBeVisible();
  await expect(order).toContainText(COOKER);
  await expectNoEnglish(page);
  await page.screenshot({ path: test.info().outputPath('user-orders-hi-390.png'), fullPage: true });
});
