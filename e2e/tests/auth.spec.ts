import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import {
  advanceServerClock,
  codeBoxes,
  codeIn,
  expect,
  newAccount,
  signInThroughPage,
  test,
  toast,
  typeCode,
  verificationLinkIn,
  type Account,
} from '../support/fixtures';

/** Fills and sends the sign-up form; the visitor lands on /otp-verify. */
async function signUpThroughPage(page: Page, account: Account) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, 'Please Verify your Email')).toBeVisible();
  await expect(page).toHaveURL(/\/otp-verify$/);
  await expect(page.getByText(account.email)).toBeVisible();
}

function resendButton(page: Page) {
  return page.getByRole('button', { name: /^Resend OTP/ });
}

test.describe('accounts, wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Asha signs up, verifies with the mailed code, signs in and logs out', async ({ page }) => {
    // Four accessibility checks, three of them after a 5-second toast has gone: about 20 s on
    // a quiet machine, so the default 30 s left no room on a busy one.
    test.setTimeout(60_000);
    const asha = newAccount('Asha');
    await page.goto('/sign-up');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await signUpThroughPage(page, asha);
    const mail = await asha.inbox.next();
    expect(mail.subject).toContain('Haat');
    await expect(codeBoxes(page).first()).toBeFocused();
    await expectNoAccessibilityViolations(page);

    await typeCode(page, codeIn(mail));
    await page.getByRole('button', { name: 'Verify Account' }).click();

    await expect(toast(page, 'Email Verified please Login now!!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expectNoAccessibilityViolations(page);

    await signInThroughPage(page, asha.email, asha.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByText('Hello, Asha')).toBeVisible();

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'logout Success!')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByText('Hello, Asha')).toBeHidden();
  });

  test('the resend link counts down 300 seconds on the clock; a resend mails a new code that works', async ({
    page,
  }) => {
    // Asking again within a minute of the last code sends nothing, but the answer is the one
    // every email gets (no account enumeration); the test then moves the server's clock past
    // that minute instead of waiting it.
    await page.clock.install();
    const ravi = newAccount('Ravi', 'Kumar');
    await signUpThroughPage(page, ravi);
    const signUpMail = await ravi.inbox.next();

    await expect(resendButton(page)).toHaveText(/^Resend OTP in (5:00|4:5\d)$/);
    await expect(resendButton(page)).toBeDisabled();
    await page.clock.fastForward('04:30');
    await expect(resendButton(page)).toHaveText(/^Resend OTP in 0:[23]\d$/);
    await expect(resendButton(page)).toBeDisabled();
    await page.clock.fastForward('00:31');
    await expect(resendButton(page)).toHaveText('Resend OTP');
    await expect(resendButton(page)).toBeEnabled();

    const tooSoon = page.waitForResponse('**/api/resend-otp');
    await resendButton(page).click();
    expect((await tooSoon).status()).toBe(200);
    await expect(toast(page, 'OTP resent successfully.')).toBeVisible();
    await page.clock.fastForward('05:01');
    await expect(resendButton(page)).toBeEnabled();
    await advanceServerClock(page, 61);

    await resendButton(page).click();
    // The first answer's toast may still be showing.
    await expect(toast(page, 'OTP resent successfully.').last()).toBeVisible();
    await expect(resendButton(page)).toHaveText(/^Resend OTP in (5:00|4:5\d)$/);
    await expect(resendButton(page)).toBeDisabled();

    const resentMail = await ravi.inbox.next();
    expect(resentMail.subject).toContain('Haat');
    expect(codeIn(resentMail)).not.toBe(codeIn(signUpMail));
    await typeCode(page, codeIn(resentMail));
    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(toast(page, 'Email Verified please Login now!!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('wrong or unusable details get clear messages in the right place', async ({
    page,
    verifiedAccount,
  }) => {
    // Sign-up with an email that already has an account.
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email').fill(verifiedAccount.email);
    await page.getByLabel('Password', { exact: true }).fill('Another-pass-2026');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Error: An account with this email already exists. Please sign in.',
    );

    // A wrong password: the server's message under the identifier.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInThroughPage(page, verifiedAccount.email, 'not-the-password');
    const identifier = page.getByLabel('Email or phone number');
    await expect(identifier).toHaveAccessibleDescription('Invalid credentials');
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expectNoAccessibilityViolations(page);

    // An account that was never verified is told so, and offered the way to its code.
    const unverified = newAccount('Kiran', 'Rao');
    await signUpThroughPage(page, unverified);
    await page.goto('/sign-in');
    await signInThroughPage(page, unverified.email, unverified.password);
    await expect(identifier).toHaveAccessibleDescription(
      'Please verify your email before signing in.',
    );
    await page.getByRole('link', { name: 'Verify your email now' }).click();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await expect(page.getByText(unverified.email)).toBeVisible();
    await expect(resendButton(page)).toHaveText('Resend OTP');
  });
});

test.describe('accounts, phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the link in the sign-up mail verifies the email, once', async ({ page }) => {
    const asha = newAccount('Asha');
    await signUpThroughPage(page, asha);
    const link = verificationLinkIn(await asha.inbox.next());
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    await page.goto(link);
    await expect(toast(page, 'Email Verified please Login now!!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto(link);
    await expect(toast(page, 'Already Signed Up and this link is expired')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/sign-in');
    await signInThroughPage(page, asha.email, asha.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hello, Asha')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(toast(page, 'logout Success!')).toBeVisible();
  });

  test('the OTP boxes: typing moves on, Backspace moves back, letters are refused, a pasted code fills them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dev = newAccount('Dev', 'Shah');
    await signUpThroughPage(page, dev);
    const code = codeIn(await dev.inbox.next());
    const boxes = codeBoxes(page);
    await expect(boxes).toHaveCount(6);
    for (const box of await boxes.all()) await expect(box).toHaveAttribute('inputmode', 'numeric');
    await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes.first()).toBeFocused();

    await page.keyboard.type('12');
    await expect(boxes.nth(0)).toHaveValue('1');
    await expect(boxes.nth(1)).toHaveValue('2');
    await expect(boxes.nth(2)).toBeFocused();

    await page.keyboard.type('a');
    await expect(boxes.nth(2)).toHaveValue('');
    await expect(boxes.nth(2)).toBeFocused();

    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toHaveValue('');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(0)).toBeFocused();
    await expectNoAccessibilityViolations(page);

    // The e2e project has no DOM types, so the page-side call is written as a string.
    const pasted = `${code.slice(0, 3)} ${code.slice(3)}`;
    await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(pasted)})`);
    await boxes.nth(2).focus();
    await page.keyboard.press('ControlOrMeta+V');
    for (const [index, digit] of [...code].entries()) {
      await expect(boxes.nth(index)).toHaveValue(digit);
    }
    await expect(boxes.nth(5)).toBeFocused();

    await page.getByRole('button', { name: 'Verify Account' }).click();
    await expect(toast(page, 'Email Verified please Login now!!')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('forgot password: the mailed code leads to a new password; the old one stops working', async ({
    page,
    verifiedAccount: meera,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAccessibilityViolations(page);
    await page.getByLabel('Email').fill(meera.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();

    await expect(toast(page, 'Password reset email sent!')).toBeVisible();
    await expect(page).toHaveURL(/\/otp-verify$/);
    await expect(page.getByRole('heading', { name: 'Enter your reset code' })).toBeVisible();
    const mail = await meera.inbox.next();
    expect(mail.subject).toContain('Haat');
    await typeCode(page, codeIn(mail));
    await page.getByRole('button', { name: 'Verify Account' }).click();

    await expect(page).toHaveURL(/\/reset-password\/reset$/);
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('password123');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(password).toHaveAccessibleDescription(/too easy to guess/);

    const newPassword = 'Fresh-start-2026';
    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(toast(page, 'Password has been reset')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);

    await signInThroughPage(page, meera.email, meera.password);
    await expect(page.getByLabel('Email or phone number')).toHaveAccessibleDescription(
      'Invalid credentials',
    );
    await signInThroughPage(page, meera.email, newPassword);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page.getByRole('banner').getByText(`Hello, ${meera.firstName}`)).toBeVisible();
  });

  test("an agent's customer signs in by phone; an ended session asks to log in again", async ({
    page,
    context,
    phoneCustomer,
  }) => {
    await page.goto('/sign-in');
    await signInThroughPage(page, phoneCustomer.contact, phoneCustomer.password);
    await expect(toast(page, 'SignIn successful!')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Hello, Rahul')).toBeVisible();

    // The server forgets the session (here: the cookie is gone); the next start notices.
    await context.clearCookies();
    await page.reload();
    await expect(toast(page, 'please login again to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('banner').getByText('Hello, Rahul')).toBeHidden();
  });
});
