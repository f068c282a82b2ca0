import type { Browser, Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { codeIn, expect, signInThroughPage, test, toast, type Account } from '../support/fixtures';

/**
 * My account (issue 27; docs/product.md, "My account") against the real server, at a phone's
 * and a laptop's width: a new name greets the person, another primary address comes first at
 * checkout, a new password signs the other browser out, and a deleted account's email signs up
 * again. Each test makes its own customer (`verifiedAccount`).
 */

test.describe.configure({ timeout: 60_000 });

async function signIn(page: Page, account: Account) {
  await page.goto('/sign-in');
  await signInThroughPage(page, account.email, account.password);
  await expect(page.getByText(`Hello, ${account.firstName}`)).toBeVisible();
}

/** Opens My account from the header, through the menu on a phone. */
async function openMyAccount(page: Page, width: number) {
  if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
}

async function newPage(browser: Browser, width: number, baseURL: string) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    baseURL,
  });
  return context.newPage();
}

/** Adds an address through the API of the page's session (the shop's origin, as a browser). */
async function addAddress(page: Page, houseNo: string, firstName: string) {
  const answer = await page.request.post('/api/add-address', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      address: {
        firstName,
        lastName: 'Iyer',
        mobileNo: '9876501234',
        mobileNo2: '',
        houseNo,
        street: 'MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    },
  });
  expect(answer.status()).toBe(201);
}

/** One unit of a demo product in stock into the cart, so that the checkout shows. */
async function fillCart(page: Page) {
  const origin = new URL(page.url()).origin;
  const list = await page.request.get('/api/all-products', { params: { page: 1, limit: 20 } });
  const { result } = (await list.json()) as { result: { _id: string }[] };
  for (const { _id } of result) {
    const product = (await (await page.request.get(`/api/products/${_id}`)).json()) as {
      inventory: number;
      size: string[];
    };
    if (product.inventory < 5) continue;
    const added = await page.request.post('/api/add-to-cart', {
      headers: { origin },
      data: { productId: _id, quantity: 1, size: product.size[0] ?? '' },
    });
    expect(added.ok()).toBe(true);
    return;
  }
  throw new Error('No product of the demo catalogue has stock enough');
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("a new name shows as 'Hello, {name}'", async ({ page, verifiedAccount }) => {
      await signIn(page, verifiedAccount);
      await openMyAccount(page, width);
      await expectNoAccessibilityViolations(page);
      const profile = page.getByRole('region', { name: 'Profile' });
      await profile.getByLabel('First name').fill('Meenakshi');
      await profile.getByRole('button', { name: 'Save name' }).click();
      await expect(toast(page, 'Your name is saved.')).toBeVisible();
      await expect(page.getByText('Hello, Meenakshi')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Hello, Meenakshi')).toBeVisible();
      await expect(profile.getByLabel('First name')).toHaveValue('Meenakshi');
    });

    test('another primary address comes first at checkout', async ({ page, verifiedAccount }) => {
      await signIn(page, verifiedAccount);
      await addAddress(page, 'Flat 1A', 'Homely');
      await addAddress(page, 'Office 7', 'Worky');
      await fillCart(page);
      await page.goto('/my-account');
      const addresses = page.getByRole('region', { name: 'Addresses' });
      await addresses.getByRole('button', { name: 'Make Office 7, MG Road primary' }).click();
      await expect(toast(page, 'This is now your primary address.')).toBeVisible();
      await expect(addresses.getByRole('article').first()).toHaveAccessibleName(
        'Office 7, MG Road',
      );
      await expect(addresses.getByRole('article').first()).toContainText('Primary');

      await page.goto('/place-order');
      const choices = page.getByRole('radiogroup', { name: 'Shipping address' });
      await expect(choices.getByRole('radio').first()).toBeVisible();
      const first = choices.locator('label').first();
      await expect(first).toContainText('Worky Iyer');
      await expect(first).toContainText('Primary');
    });

    test('a new password signs the other browser out', async ({
      page,
      browser,
      baseURL,
      verifiedAccount,
    }) => {
      const other = await newPage(browser, width, baseURL ?? '');
      await signIn(other, verifiedAccount);
      await signIn(page, verifiedAccount);
      await page.goto('/my-account');
      const devices = page.getByRole('region', { name: 'Devices' });
      await expect(devices.getByRole('listitem')).toHaveCount(2);
      await expect(devices.getByText('This device')).toHaveCount(1);

      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('Current password').fill(verifiedAccount.password);
      await password.getByLabel('New password').fill('Monsoon-Kite-58');
      await password.getByRole('button', { name: 'Change password' }).click();
      await expect(
        toast(page, 'Password changed. Your other devices are signed out.'),
      ).toBeVisible();
      await expect(devices.getByRole('listitem')).toHaveCount(1);

      await other.goto('/my-account');
      await expect(other).toHaveURL(/\/sign-in/);
      await expect(other.getByText(`Hello, ${verifiedAccount.firstName}`)).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
      await other.context().close();
    });

    test('a deleted account’s email signs up again', async ({ page, verifiedAccount }) => {
      await signIn(page, verifiedAccount);
      await page.goto('/my-account');
      const myData = page.getByRole('region', { name: 'My data' });
      await myData.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(verifiedAccount.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(toast(page, 'Your account has been deleted.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

      await page.goto('/sign-up');
      await page.getByLabel('First name').fill('Meera');
      await page.getByLabel('Last name').fill('Iyer');
      await page.getByLabel('Email').fill(verifiedAccount.email);
      await page.getByLabel('Password', { exact: true }).fill('Monsoon-Kite-58');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page).toHaveURL(/\/otp-verify/);
      // The fixture read the first account's code; the next mail is the new account's.
      expect(codeIn(await verifiedAccount.inbox.next())).toMatch(/^\d{6}$/);
    });
  });
}
