import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { fillAddress } from '../support/address';
import { expect, signInThroughPage, test, type Account } from '../support/fixtures';

/**
 * The buying journey of issue 5 against the real server and its demo catalogue: sign in, add a
 * sized and an unsized product from their pages, change a quantity in the cart, check out with
 * a new address, find the order in My Orders and see the stock go down.
 *
 * Each test signs in a new customer of its own (the `verifiedAccount` fixture signs up through
 * the API and verifies with the mailed code) and buys its own products: tests run in parallel
 * on one database.
 */

// A whole purchase through six screens with a fresh account: about 15 s on a quiet machine.
test.describe.configure({ timeout: 60_000 });

interface Shopping {
  sized: { name: string; size: string };
  unsized: { name: string };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

interface ProductFacts {
  _id: string;
  productName: string;
  price: number;
  inventory: number;
}

async function productNamed(page: Page, name: string): Promise<ProductFacts> {
  const answer = await page.request.get('/api/all-products', {
    params: { search: name, page: 1, limit: 8 },
  });
  expect(answer.ok()).toBe(true);
  const { result } = (await answer.json()) as { result: ProductFacts[] };
  const found = result.find((product) => product.productName === name);
  if (!found) throw new Error(`The demo catalogue has no product named ${name}`);
  return productById(page, found._id);
}

async function productById(page: Page, id: string): Promise<ProductFacts> {
  const answer = await page.request.get(`/api/products/${id}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ProductFacts;
}

async function signIn(page: Page, account: Account) {
  await page.goto('/sign-in');
  await signInThroughPage(page, account.email, account.password);
  await expect(page.getByText(`Hello, ${account.firstName}`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
}

async function buyWithANewAddress(page: Page, account: Account, shopper: Shopping) {
  await signIn(page, account);
  const sized = await productNamed(page, shopper.sized.name);
  const unsized = await productNamed(page, shopper.unsized.name);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, / });

  // A product with sizes, from its page.
  await page.goto(`/product/${sized._id}`);
  await page.getByRole('radio', { name: shopper.sized.size, exact: true }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');

  // A product without sizes.
  await page.goto(`/product/${unsized._id}`);
  await expect(page.getByRole('heading', { level: 1, name: unsized.productName })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');

  // The cart: two lines; one more of the unsized product.
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('2 items')).toBeVisible();
  const sizedLine = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: sized.productName }),
  });
  await expect(sizedLine).toContainText(`Size: ${shopper.sized.size}`);
  await expect(sizedLine).toContainText('In stock');
  await page.getByRole('button', { name: `Increase quantity of ${unsized.productName}` }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  const total = rupees.format(sized.price + 2 * unsized.price);
  await expect(summary).toContainText(total);
  await expect(
    page.getByRole('group', { name: `Quantity of ${unsized.productName}` }),
  ).toContainText('2');
  await expectNoAccessibilityViolations(page);

  // Checkout: a new customer has no address yet, so the dialog opens by itself and
  // 'Place order' waits for one.
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  const house = `Flat ${Date.now() % 100_000}, Gulmohar Heights`;
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await fillAddress(dialog, {
    firstName: 'Meera',
    lastName: 'Nair',
    mobile: '9447012345',
    house,
    street: 'MG Road, Ernakulam',
    city: 'Kochi',
    state: 'Kerala',
    pincode: '682011',
  });
  await expectNoAccessibilityViolations(page);
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const newAddress = page.getByRole('radio', { name: new RegExp(house) });
  await expect(newAddress).toBeChecked();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(total);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByText('Your order has been placed successfully. Our team will contact you shortly.'),
  ).toBeVisible();

  // My Orders: the new order on top, and the cart is empty.
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(cartLink).toHaveAccessibleName('Cart, 0 items');
  const order = page.getByRole('article').first();
  await expect(order).toContainText(sized.productName);
  await expect(order).toContainText(unsized.productName);
  await expect(order).toContainText('Order Placed');
  await expect(order).toContainText(`Total${total}`);
  await expect(order).toContainText(new Intl.DateTimeFormat('en-GB').format(new Date()));
  await expect(order.getByRole('link', { name: unsized.productName })).toHaveAttribute(
    'href',
    `/product/${unsized._id}`,
  );

  // The stock went down by what was ordered.
  expect((await productById(page, sized._id)).inventory).toBe(sized.inventory - 1);
  expect((await productById(page, unsized._id)).inventory).toBe(unsized.inventory - 2);
}

test.describe('buying, wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('add two products, change a quantity, check out with a new address, see the order', async ({
    page,
    verifiedAccount,
  }) => {
    await buyWithANewAddress(page, verifiedAccount, {
      sized: { name: 'Linen Blend Half-Sleeve Shirt', size: 'L' },
      unsized: { name: 'Brass Kuber Diya, Set of 4' },
    });
  });
});

test.describe('buying, phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('add two products, change a quantity, check out with a new address, see the order', async ({
    page,
    verifiedAccount,
  }) => {
    await buyWithANewAddress(page, verifiedAccount, {
      sized: { name: 'Regular Fit Cotton Chinos', size: 'M' },
      unsized: { name: 'Electric Kettle, 1.5 L' },
    });
  });
});
