import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { expect, signInThroughPage, test, type Account } from '../support/fixtures';

/**
 * The phone-first storefront of issue 13 at 390 px, against the real server and its demo
 * catalogue: products on the first screen, bottom bars on product, cart and checkout, the
 * shopper's place kept across sign-in and Back, pincode autofill and a page that does not jump.
 */

test.use({ viewport: { width: 390, height: 844 } });

const buyNow = (page: Page) => page.getByRole('link', { name: /^Buy Now/ });

async function productId(request: APIRequestContext, name: string): Promise<string> {
  const answer = await request.get('/api/all-products', { params: { search: name, limit: 8 } });
  expect(answer.ok()).toBe(true);
  const { result } = (await answer.json()) as { result: { _id: string; productName: string }[] };
  const found = result.find((product) => product.productName === name);
  if (!found) throw new Error(`The demo catalogue has no product named ${name}`);
  return found._id;
}

async function signIn(page: Page, account: Account) {
  await page.goto('/sign-in');
  await signInThroughPage(page, account.email, account.password);
  await expect(page.getByText(`Hello, ${account.firstName}`)).toBeVisible();
}

/** Sums every layout shift the page reports, as Lighthouse's CLS does for a short visit. */
async function watchLayoutShifts(page: Page) {
  // Runs in the page, before its own scripts (the e2e project has no DOM types: plain text).
  await page.addInitScript(`
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

const layoutShift = (page: Page) => page.evaluate<number>('window.__cls');
const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

test('home shows products on the first screen, with search, category tiles and the COD line', async ({
  page,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
  await expect(page.getByText('Pay cash on delivery')).toBeInViewport();
  const tiles = page.getByRole('navigation', { name: 'Shop by category' });
  await expect(tiles.getByRole('button', { name: 'Footwear' })).toBeVisible();
  await expect(buyNow(page).first()).toBeInViewport();

  // One tap on a tile shows that category.
  await tiles.getByRole('button', { name: 'Footwear' }).click();
  await expect(page).toHaveURL(/category=Footwear/);
  await expect(tiles.getByRole('button', { name: 'Footwear' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Matching products' })).toBeVisible();
  await expectNoAccessibilityViolations(page);
});

test('home and a product page do not jump while they load (CLS < 0.05)', async ({
  page,
  request,
}) => {
  await watchLayoutShifts(page);
  await page.goto('/');
  await expect(buyNow(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThan(0.05);

  await page.goto(`/product/${await productId(request, 'Linen Blend Half-Sleeve Shirt')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

test('a product keeps price and Add to cart at the bottom, and asks for the size at the sizes', async ({
  page,
  request,
}) => {
  await page.goto(`/product/${await productId(request, 'Linen Blend Half-Sleeve Shirt')}`);
  const bar = page.getByRole('region', { name: 'Price and Add to cart' });
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText('₹');
  await expect(page.getByText('Cash on delivery available')).toBeVisible();

  // Far down the page the bar is still there.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Add to cart' }).click();
  const sizes = page.getByRole('group', { name: 'Size' });
  await expect(sizes).toBeInViewport();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a size' })).not.toHaveCount(
    0,
  );
  await expect(sizes.getByRole('radio').first()).toBeFocused();
  await expectNoAccessibilityViolations(page);
});

test("'Add to cart' signed out goes to sign-in and back to the product with the item added", async ({
  page,
  request,
  verifiedAccount,
}) => {
  const id = await productId(request, 'Pure Copper Water Bottle, 1 L');
  await page.goto(`/product/${id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);

  await signInThroughPage(page, verifiedAccount.email, verifiedAccount.password);
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // Signed in, /sign-in and /sign-up lead home.
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('Back from a product returns to the same place in the listing, with its pages loaded', async ({
  page,
}) => {
  await page.goto('/products-details');
  await expect(buyNow(page)).toHaveCount(8);
  // Scrolling to the end loads the next 8.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(buyNow(page)).toHaveCount(16);
  const card = buyNow(page).nth(11);
  await card.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(1000);
  const name = await card.getAttribute('aria-label');
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!.replace('Buy Now: ', ''));
  // A new page starts at the top.
  expect(await scrollY(page)).toBeLessThan(5);

  await page.goBack();
  await expect(buyNow(page).nth(15)).toBeAttached();
  await expect.poll(() => scrollY(page), { timeout: 5000 }).toBeGreaterThan(before - 40);
  expect(await scrollY(page)).toBeLessThan(before + 40);
  await expect(page.getByRole('link', { name: name! })).toBeInViewport();
});

test('cart and checkout keep the total and the next step at the bottom; the pincode fills city and state', async ({
  page,
  request,
  verifiedAccount,
  baseURL,
}) => {
  await signIn(page, verifiedAccount);
  const id = await productId(request, 'Electric Kettle, 1.5 L');
  const added = await page.request.post('/api/add-to-cart', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { productId: id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/cart');
  await expect(page.getByText('1 product, 2 items')).toBeVisible();
  const cartBar = page.getByRole('region', { name: 'Total and checkout' });
  await expect(cartBar).toBeInViewport();
  await cartBar.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // No address yet: the dialog opens by itself, and 'Place order' waits for an address.
  await expect(page).toHaveURL(/\/place-order$/);
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog).toBeVisible();
  const mobile = dialog.getByLabel('Mobile no', { exact: true });
  await expect(mobile).toHaveAttribute('inputmode', 'numeric');
  await mobile.pressSequentially('98450-6789x0');
  await expect(mobile).toHaveValue('9845067890');
  await dialog.getByLabel('House/flat').fill('Flat 12, Lotus Court');
  await dialog.getByLabel('Street').fill('FC Road');
  await dialog.getByLabel('Pincode').pressSequentially('411001');
  await expect(dialog.getByLabel('City')).toHaveValue('Pune');
  await expect(dialog.getByLabel('State')).toHaveValue('Maharashtra');
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();

  const checkoutBar = page.getByRole('region', { name: 'Total and Place order' });
  await expect(checkoutBar).toBeInViewport();
  await checkoutBar.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  const order = page.getByRole('article').first();
  await expect(order).toHaveAccessibleName(/^Order HT-\d{2}-\d{6}$/);
  await expect(order.getByRole('list', { name: 'Order status' })).toContainText('Order Placed');
});
