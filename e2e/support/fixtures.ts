import crypto from 'node:crypto';
import path from 'node:path';
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
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

/** The shop's one Admin, as the demo seed makes it: the only account a journey cannot make. */
export const ADMIN = { email: 'admin@haat.test', password: 'Haat-admin-2026' };

/** Someone made by another user: an agent by the Admin, a customer by an agent. */
export interface MadeAccount {
  _id: string;
  firstName: string;
  lastName: string;
  /** Email or 10-digit phone number, what they sign in with. */
  contact: string;
  password: string;
}

/** Signs in through the API in a context of its own, runs `work`, and signs out. */
async function asUser<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  who: { contact: string; password: string },
  work: (api: APIRequestContext, origin: string) => Promise<T>,
): Promise<T> {
  const origin = new URL(baseURL).origin;
  const api = await playwright.request.newContext({ baseURL });
  try {
    const signIn = await api.post('/api/sign-in', {
      headers: { origin },
      data: { identifier: who.contact, password: who.password },
    });
    expect(signIn.status()).toBe(200);
    return await work(api, origin);
  } finally {
    await api.dispose();
  }
}

/** `POST /api/add-user` as `who`: an agent when the Admin adds, a customer when an agent does. */
async function addUser(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  who: { contact: string; password: string },
  person: Omit<MadeAccount, '_id'>,
): Promise<MadeAccount> {
  return asUser(playwright, baseURL, who, async (api, origin) => {
    const added = await api.post('/api/add-user', {
      headers: { origin },
      data: { formData: person },
    });
    expect(added.status()).toBe(201);
    const { user } = (await added.json()) as { user: { _id: string } };
    return { ...person, _id: user._id };
  });
}

/** A 10-digit Indian mobile number no other test uses. */
export function uniquePhone(): string {
  return `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
}

interface Fixtures {
  /** A signed-up, verified customer, made through the API, with its inbox. */
  verifiedAccount: Account;
  /** An agent the Admin has just added. */
  agentAccount: MadeAccount;
  /** A customer that agent has just added with a phone number and no email. */
  phoneCustomer: MadeAccount;
}

/**
 * Whether the app has taken over a page the server rendered (or the page is not one): the
 * browser shows a rendered page before the app runs (docs/decisions/194), and a click or a
 * choice made then is the browser's alone. Once React has its root on `#root`, events are
 * its own (during hydration it replays them).
 */
function appTookOver(): boolean {
  const doc = (globalThis as unknown as { document: { getElementById(id: string): object | null } })
    .document;
  const root = doc.getElementById('root');
  if (!doc.getElementById('haat-data') || !root) return true;
  return Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
}

export const test = base.extend<Fixtures>({
  // Every page.goto and page.reload waits for the app to take over a server-rendered page, as
  // a person waits for a page to answer; with JavaScript off there is nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settled = async <T>(navigation: Promise<T>) => {
        const response = await navigation;
        await page.waitForFunction(appTookOver, undefined, { timeout: 15_000 });
        return response;
      };
      page.goto = (url, options) => settled(goto(url, options));
      page.reload = (options) => settled(reload(options));
    }
    await use(page);
  },
  verifiedAccount: async ({ request, baseURL }, use) => {
    const account = newAccount('Meera', 'Iyer');
    // State-changing calls must come from the shop's origin, as a browser's would, and each
    // new customer from an address of their own (playwright.config.ts, TRUST_PROXY).
    const headers = {
      origin: new URL(baseURL ?? '').origin,
      'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
    };
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
  agentAccount: async ({ playwright, baseURL }, use) => {
    const agent = await addUser(
      playwright,
      baseURL ?? '',
      { contact: ADMIN.email, password: ADMIN.password },
      {
        firstName: 'Ravi',
        lastName: 'Kumar',
        contact: uniqueEmail('ravi'),
        password: 'Haat-agent-e2e-2026',
      },
    );
    await use(agent);
  },
  phoneCustomer: async ({ playwright, baseURL, agentAccount }, use) => {
    const customer = await addUser(playwright, baseURL ?? '', agentAccount, {
      firstName: 'Rahul',
      lastName: 'Sharma',
      contact: uniquePhone(),
      password: 'Haat-customer-e2e-2026',
    });
    await use(customer);
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

/** An API context of its own, signed in as `identifier`, sending the shop's origin. */
export async function signedInApi(
  baseURL: string,
  identifier: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  const signIn = await api.post('/api/sign-in', { data: { identifier, password } });
  expect(signIn.ok()).toBe(true);
  return api;
}

export interface PlacedOrder {
  /** The unique first name on its address. */
  name: string;
  _id: string;
  orderNumber: string;
}

/** A customer's order of one demo product in stock, placed through the API. */
export async function placeOrderAs(
  baseURL: string,
  identifier: string,
  password: string,
  /** The name on its address; several orders may share one, to be found together. */
  name = `Ship${crypto.randomBytes(3).toString('hex')}`,
): Promise<PlacedOrder> {
  const api = await signedInApi(baseURL, identifier, password);
  try {
    const added = await api.post('/api/add-address', {
      data: {
        address: {
          firstName: name,
          lastName: 'Rao',
          mobileNo: '9876501234',
          mobileNo2: '',
          houseNo: 'House 9',
          street: 'MG Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
      },
    });
    expect(added.ok()).toBe(true);
    const { address } = (await added.json()) as { address: { _id: string } };
    const list = await api.get('/api/all-products', { params: { page: 1, limit: 20 } });
    const { result } = (await list.json()) as { result: { _id: string }[] };
    for (const { _id } of result) {
      const product = (await (await api.get(`/api/products/${_id}`)).json()) as {
        price: number;
        inventory: number;
        size: string[];
      };
      if (product.inventory < 5) continue;
      const cart = await api.post('/api/add-to-cart', {
        data: { productId: _id, quantity: 1, size: product.size[0] ?? '' },
      });
      expect(cart.ok()).toBe(true);
      const placed = await api.post('/api/place-order', {
        data: { orderDetails: { shippingAddress: address._id, totalAmount: product.price } },
      });
      expect(placed.status()).toBe(201);
      const { order } = (await placed.json()) as { order: { _id: string; orderNumber: string } };
      return { name, _id: order._id, orderNumber: order.orderNumber };
    }
    throw new Error('No product of the demo catalogue has stock enough');
  } finally {
    await api.dispose();
  }
}

/**
 * Confirms an order, then ships it with this courier and tracking number when given, as the
 * Admin through the API (one sign-in: the shop limits sign-ins a minute per address).
 */
export async function moveOrderAsAdmin(
  baseURL: string,
  orderId: string,
  shipping?: { courier: string; trackingNumber: string },
) {
  const api = await signedInApi(baseURL, ADMIN.email, ADMIN.password);
  try {
    const moves = [
      { status: 'confirmed' },
      ...(shipping ? [{ status: 'shipped', ...shipping }] : []),
    ];
    for (const body of moves) {
      const moved = await api.put(`/api/orders/${orderId}/status`, { data: body });
      expect(moved.ok()).toBe(true);
    }
  } finally {
    await api.dispose();
  }
}
