import crypto from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { codeIn, Inbox } from '@haat/testing/mail-catcher';

export { expect };
export { codeIn, verificationLinkIn } from '@haat/testing/mail-catcher';

/** Where the runner's mail catcher files mail (see playwright.config.ts). */
function mailDir(): string {
  const root = process.env.HAAT_E2E_DIR;
  if (!root) throw new Error('HAAT_E2E_DIR is not set: run the suite through playwright.config.ts');
  return path.join(root, 'mail');
}

/** The mails sent to `email`, as the shop sends them to the runner's catcher. */
export function inboxOf(email: string): Inbox {
  return new Inbox(email, mailDir());
}

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
  return { firstName, lastName, email, password: 'Haat-journey-2026', inbox: inboxOf(email) };
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

/**
 * Moves the shop server's clock forward (the webServer runs with HAAT_TEST_CLOCK=1), so that a
 * journey passes a server-side wait, such as the minute between codes, without waiting it.
 * The clock is shared by the tests running at once and only ever moves forward.
 */
export async function advanceServerClock(page: Page, seconds: number) {
  // From the page's origin, as every state-changing call must come.
  const answer = await page.request.post('/api/test-clock/advance', {
    headers: { origin: new URL(page.url()).origin },
    data: { seconds },
  });
  expect(answer.status()).toBe(200);
}

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
