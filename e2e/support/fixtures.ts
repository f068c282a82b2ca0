import crypto from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { codeIn, Inbox } from './mailbox';

export { expect };

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The mails this account receives. */
  inbox: Inbox;
}

/** An address no other test uses: tests run in parallel against one database. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}.${crypto.randomBytes(3).toString('hex')}@haat.test`;
}

export function newAccount(firstName = 'Asha', lastName = 'Verma'): Account {
  const email = uniqueEmail(firstName.toLowerCase());
  return { firstName, lastName, email, password: 'Haat-journey-2026', inbox: new Inbox(email) };
}

interface Fixtures {
  /** A signed-up, verified customer, made through the API, with its inbox. */
  verifiedAccount: Account;
}

export const test = base.extend<Fixtures>({
  verifiedAccount: async ({ request, baseURL }, use) => {
    const account = newAccount('Meera', 'Iyer');
    // State-changing calls must come from the shop's origin, as a browser's would.
    const headers = { origin: new URL(baseURL ?? '').origin };
    const signUp = await request.post('/api/sign-up', {
      headers,
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        password: account.password,
      },
    });
    expect(signUp.status()).toBe(201);
    const otp = codeIn(await account.inbox.next());
    const verify = await request.post('/api/verify-email', {
      headers,
      data: { otp, email: account.email, purpose: 'verifySignup' },
    });
    expect(verify.status()).toBe(200);
    await use(account);
  },
});

/** The six OTP boxes of /otp-verify. */
export function codeBoxes(page: Page) {
  return page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
}

/** Types a code the way a person does: click the first box, then the digits. */
export async function typeCode(page: Page, code: string) {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

export async function signInThroughPage(page: Page, identifier: string, password: string) {
  await page.getByLabel('Email or phone number').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The toast that says `text` (react-toastify renders each as an alert). */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}
