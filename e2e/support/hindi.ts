import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signInThroughPage } from './fixtures';

/**
 * The set-up the Hindi journeys share (issue 30): a demo product, a phone-sized context that
 * reads Hindi, and the steps of signing in and switching to हिंदी as a person does them.
 */

/** A product of the demo catalogue whose name stays as the admin typed it, in either language. */
export const DEMO_PRODUCT = 'Brass Kuber Diya, Set of 4';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** The id of the demo product named `name`, read from the catalogue as the shop lists it. */
export async function productId(page: Page, name: string): Promise<string> {
  const answer = await page.request.get('/api/all-products', {
    params: { search: name, page: 1, limit: 8 },
  });
  const { result } = (await answer.json()) as { result: { _id: string; productName: string }[] };
  const found = result.find((product) => product.productName === name);
  if (!found) throw new Error(`The demo catalogue has no product named ${name}`);
  return found._id;
}

/** A phone-sized context whose `lang` cookie says Hindi, as a reader who chose it before. */
export async function hindiContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL }]);
  return context;
}

/** Signs in on the English sign-in page and waits for the English greeting. */
export async function signInInEnglish(
  page: Page,
  account: { email: string; password: string; firstName: string },
): Promise<void> {
  await page.goto('/sign-in');
  await signInThroughPage(page, account.email, account.password);
  await expect(page.getByText(`Hello, ${account.firstName}`)).toBeVisible();
}

/** Signs in on the sign-in page as it reads in Hindi. */
export async function signInInHindi(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('ईमेल या फ़ोन नंबर').fill(account.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
}

/** The header's हिंदी switch: the page's language and the greeting follow. */
export async function switchToHindi(page: Page, firstName: string): Promise<void> {
  await page.getByRole('button', { name: 'हिंदी में देखें' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(`नमस्ते, ${firstName}`)).toBeVisible();
}
