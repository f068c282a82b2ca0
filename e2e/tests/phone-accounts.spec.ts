import path from 'node:path';
import { readSmsFiles } from '@haat/testing/sms-gateway';
import type { GatewaySms } from '@haat/testing/sms-gateway';
import { expect, test, toast, typeCode } from '../support/fixtures';

/**
 * Phone numbers as accounts (docs/product.md, "Phone accounts and SMS"): the shop sends its SMS
 * to the gateway stand-in the runner started (playwright.config.ts), which files them.
 */
const smsDir = () => path.join(process.env.HAAT_E2E_DIR!, 'sms');

/** The newest SMS of this kind to the number, waiting for it; `after`: newer than that many. */
async function smsTo(phone: string, flow: string, after = 0): Promise<GatewaySms> {
  let found: GatewaySms | undefined;
  await expect
    .poll(() => {
      const all = readSmsFiles(smsDir()).filter(
        (s) => s.mobiles === `91${phone}` && s.flowId === `flow${flow}`,
      );
      found = all.length > after ? all.at(-1) : undefined;
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

function newPhone(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

test.describe('phone accounts (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a new customer signs up with a mobile number, verifies by SMS and signs in with a code', async ({
    page,
  }) => {
    const phone = newPhone();
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Ravi');
    await page.getByLabel('Last name').fill('Kumar');
    await page.getByLabel('Mobile number').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    await page.getByLabel('Password', { exact: true }).fill('Mango-Tree-91');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await expect(page.getByRole('heading', { name: 'Verify your number' })).toBeVisible();
    const code = (await smsTo(phone, 'signupCode')).variables.code!;
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/sign-in/);

    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with a code' })).toBeVisible();
    const signInCode = (await smsTo(phone, 'signInCode')).variables.code!;
    await page.getByLabel('Sign-in code').fill(signInCode);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hello, Ravi')).toBeVisible();
  });

  test('a phone customer resets a forgotten password by SMS code', async ({ page }) => {
    const phone = newPhone();
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Meena');
    await page.getByLabel('Last name').fill('Devi');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Mango-Tree-91');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);

    await page.goto('/forgot-password');
    await page.getByLabel('Email or mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    const code = (await smsTo(phone, 'resetCode')).variables.code!;
    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(page).toHaveURL(/\/reset-password/);
    await page.getByLabel('New password', { exact: true }).fill('Tamarind-Rain-77');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Password has been reset')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Tamarind-Rain-77');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByText('Hello, Meena')).toBeVisible();
  });
});
