import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';

const tagline = 'Your one-stop shop for quality products';

async function expectHomeFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Haat home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();
  await expect(page.getByRole('main').getByText(tagline)).toBeVisible();
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
    await expectHomeFrame(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeHidden();
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

test('an unknown route shows "Unexpected Application Error!"', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haat' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
