import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';

const tagline = 'Your one-stop shop for quality products';

/** On a phone home's banner is one line, the name and 'Pay cash on delivery': the tagline is in the footer. */
async function expectHomeFrame(page: Page, { taglineOnTop = true } = {}) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Pay cash on delivery')).toBeVisible();
  if (taglineOnTop) await expect(page.getByRole('main').getByText(tagline)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(tagline)).toBeVisible();
  await expect(
    footer.getByText(`© ${new Date().getFullYear()} Haat. All rights reserved.`),
  ).toBeVisible();
}

test.describe('app shell, wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home shows header, brand, tagline and footer with the year', async ({ page }) => {
    await page.goto('/');
    await expectHomeFrame(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('link', { name: /Shop all products/ })).toHaveAttribute(
      'href',
      '/products-details',
    );
    await expectNoAccessibilityViolations(page);
  });
});

test.describe('app shell, phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home shows header, brand, tagline and footer with the year', async ({ page }) => {
    await page.goto('/');
    await expectHomeFrame(page, { taglineOnTop: false });
    // The Login button stays in the bar on a phone, one tap away.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('the menu opens with SignUp and SignIn', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'SignUp' })).toBeHidden();

    await menuButton.click();

    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'SignUp' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'SignIn' })).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });
});

test('a deep product address reloads with 200; an unknown one answers 404 with the not-found screen', async ({
  page,
  request,
}) => {
  const listing = await request.get('/api/all-products', { params: { page: 1, limit: 8 } });
  const { result } = (await listing.json()) as { result: { _id: string; productName: string }[] };
  const product = result[0]!;

  const first = await page.goto(`/product/${product._id}`);
  expect(first?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();
  await expect(page).toHaveTitle(`${product.productName} · Haat`);
  const reloaded = await page.reload();
  expect(reloaded?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product.productName })).toBeVisible();

  const unknown = await page.goto('/no-such-page/at/all');
  expect(unknown?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
});

test('robots.txt and the web app manifest with its icons are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const { icons } = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('an unknown route shows "Unexpected Application Error!"', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
