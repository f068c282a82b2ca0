import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Address, DeviceSession, Me } from '@haat/contracts';
import { AddressDialog } from '../components/address/AddressDialog';
import { Header } from '../components/Header';
import { OrderTimeline } from '../components/OrderTimeline';
import { accountCatalogue } from '../features/account/catalogue';
import { PasswordSection } from '../features/account/components/PasswordSection';
import { accountRoutes } from '../features/account/routes';
import { checkoutCatalogue } from '../features/checkout/catalogue';
import { authRoutes } from '../features/auth/routes';
import { ordersCatalogue } from '../features/orders/catalogue';
import { fakeApi } from '../testing/fake-api';
import { makeUser } from '../testing/factories';
import { renderRoutes, renderWithProviders } from '../testing/render';
import { ids, untranslated } from '../testing/untranslated';
import { activate, loadI18n, makeEnglishI18n } from './i18n';

/**
 * issue 30, "Tests": a screen in Hindi shows Hindi, never a raw message id (what Lingui shows
 * for a message its catalogue lacks in a production build) nor the English text a missing
 * translation falls back to (testing/untranslated.ts).
 */
describe('screens in Hindi', () => {
  it('shows the header in Hindi to a visitor, with no raw id or English left', async () => {
    const i18n = await loadI18n('hi');
    const { container } = renderWithProviders(<Header />, { i18n });
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Haat होम' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });

  it('shows the signed-in header in Hindi, its cart count in words', async () => {
    const i18n = await loadI18n('hi');
    const user = makeUser({ firstName: 'Asha' });
    const { container } = renderWithProviders(<Header />, { i18n, user, cartCount: 3 });
    expect(screen.getByText('नमस्ते, Asha')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'लॉग आउट' }).length).toBeGreaterThan(0);
    expect(untranslated(container)).toEqual([]);
    expect(screen.getByRole('link', { name: 'कार्ट, 3 सामान' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toBeInTheDocument();
  });

  it('tells a raw id and an English text left in a Hindi screen', () => {
    const page = document.createElement('div');
    page.innerHTML = `<a aria-label="${ids[0]}">x</a><span>Login</span>`;
    expect(untranslated(page)).toEqual([ids[0], 'Login']);
  });

  it('switches from English to Hindi with the header switch and keeps the choice', async () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'हिंदी में देखें' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'English में देखें' })).toHaveTextContent('English');
  });

  it("keeps a signed-in reader's choice on the account too", async () => {
    const api = fakeApi({ 'PUT /api/me/language': () => ({ lang: 'hi' }) });
    renderWithProviders(<Header />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'हिंदी में देखें' }));
    await waitFor(() => expect(api.callsTo('PUT /api/me/language')).toHaveLength(1));
    expect(api.callsTo('PUT /api/me/language')[0]!.body).toEqual({ lang: 'hi' });
    await waitFor(() => expect(screen.getByText(/^नमस्ते, /)).toBeInTheDocument());
  });

  it("loads a feature's catalogue with its page: sign-in in Hindi from the shell's alone", async () => {
    // As the browser starts: the shell's catalogue only; the page loads the auth feature's.
    const i18n = await loadI18n('hi');
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));
    // Awaited: the page suspends until its catalogue is in, which a plain act never lets finish.
    const { container } = await act(async () =>
      renderRoutes(authRoutes, { route: '/sign-in', i18n }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नया खाता बनाएँ' })).toHaveAttribute('href', '/sign-up');
    expect(untranslated(container)).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('switches a page whose catalogue loaded with it, its messages and the shell', async () => {
    const i18n = makeEnglishI18n();
    await act(async () => renderRoutes(authRoutes, { route: '/sign-in', i18n }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await act(() => activate(i18n, 'hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
  });

  // The auth screens translated with issue 30's second part, each from the shell's catalogue
  // alone (the page loads the auth feature's), with the heading the reader sees first.
  it.each([
    { route: '/sign-up', heading: 'अपना खाता बनाएँ' },
    { route: '/forgot-password', heading: 'पासवर्ड भूल गए?' },
    { route: '/otp-verify', heading: 'अपना ईमेल पक्का करें' },
    {
      route: '/otp-verify',
      state: { email: '9876543210', purpose: 'verifySignup', codeSent: true },
      heading: 'अपना नंबर पक्का करें',
    },
    {
      route: '/otp-verify',
      state: { email: 'asha@example.com', purpose: 'forgotPassVerify', codeSent: false },
      heading: 'अपना रीसेट कोड डालें',
    },
    { route: '/reset-password/reset', heading: 'अपना पासवर्ड बदलें' },
    {
      route: '/reset-password/reset',
      state: { email: 'asha@example.com', otp: '123456' },
      heading: 'नया पासवर्ड बनाएँ',
    },
    { route: '/verify-email/some-token', heading: 'आपका ईमेल जाँचा जा रहा है' },
  ])('shows $route in Hindi: $heading', async ({ route, state, heading }) => {
    fakeApi({ 'POST /api/verify-email': () => new Promise<Response>(() => undefined) });
    const i18n = await loadI18n('hi');
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));
    const { container } = await act(async () =>
      renderRoutes(authRoutes, { route: { pathname: route, state }, i18n }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('shows the address dialog in Hindi with the catalogue of the feature that opens it', async () => {
    const i18n = await loadI18n('hi', [checkoutCatalogue]);
    renderWithProviders(
      <AddressDialog
        initiallyOpen
        defaultName={{ firstName: 'Asha', lastName: 'Rao' }}
        save={() => new Promise(() => undefined)}
        failureText="x"
        trigger="+"
      />,
      { i18n },
    );
    const dialog = await screen.findByRole('dialog', { name: 'नया पता जोड़ें' });
    expect(screen.getByLabelText('पिनकोड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पता सेव करें' })).toBeInTheDocument();
    expect(untranslated(dialog)).toEqual([]);
  });

  it("shows My Account's password section in Hindi, with no raw id or English left", async () => {
    const i18n = await loadI18n('hi', [accountCatalogue]);
    const { container } = renderWithProviders(<PasswordSection />, { i18n });
    expect(screen.getByRole('heading', { name: 'पासवर्ड' })).toBeInTheDocument();
    expect(screen.getByLabelText('मौजूदा पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पासवर्ड बदलें' })).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });

  it('shows every section of My Account in Hindi, its forms and dialog too', async () => {
    const asha = makeUser({ email: null, phone: '9876543210' });
    const me: Me = { ...asha, createdAt: '2026-11-01T10:00:00.000Z', orderSms: true };
    const home: Address = {
      _id: 'home',
      firstName: 'Asha',
      lastName: 'Verma',
      mobileNo: '9876501234',
      mobileNo2: '9876501235',
      houseNo: 'Flat 4B',
      street: 'MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      isPrimary: true,
    };
    const sessions: DeviceSession[] = [
      { id: 's1', device: 'Chrome on Android', lastSeenAt: '2026-11-25T10:00:00Z', current: true },
      { id: 's2', device: 'Firefox', lastSeenAt: '2026-11-24T09:00:00Z', current: false },
    ];
    fakeApi({
      'GET /api/me': () => me,
      'GET /api/user-address': () => ({
        ...asha,
        addresses: [home, { ...home, _id: 'work', houseNo: 'Office 2', isPrimary: false }],
      }),
      'GET /api/me/sessions': () => sessions,
    });
    // As the browser starts: the shell's catalogue only; the page loads the account's.
    const i18n = await loadI18n('hi');
    const missing: string[] = [];
    i18n.on('missing', ({ id }) => missing.push(id));
    const { container } = await act(async () =>
      renderRoutes(accountRoutes, { route: '/my-account', user: asha, i18n }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरा खाता' })).toBeInTheDocument();
    for (const name of ['प्रोफ़ाइल', 'पते', 'पासवर्ड', 'डिवाइस', 'मेरी जानकारी']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findAllByText(/मोबाइल 9876501234, 9876501235/)).toHaveLength(2);
    await screen.findByText('यह डिवाइस');
    expect(screen.getByRole('checkbox', { name: /ऑर्डर की ख़बर SMS से/ })).toBeChecked();
    expect(untranslated(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'ईमेल जोड़ें' }));
    expect(screen.getByLabelText('नया ईमेल')).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना खाता हटाएँ?' });
    expect(within(dialog).getByLabelText('आपका पासवर्ड')).toBeInTheDocument();
    expect(untranslated(dialog)).toEqual([]);
    expect(missing).toEqual([]);
  });

  it("shows an order's timeline in Hindi: its states, courier and cash collected", async () => {
    const i18n = await loadI18n('hi', [ordersCatalogue]);
    const at = '2026-11-25T10:00:00Z';
    const { container } = renderWithProviders(
      <OrderTimeline
        heading="x"
        order={{
          createdAt: at,
          courier: null,
          trackingNumber: 'DL42',
          cashCollected: 1250,
          events: [
            { from: 'placed', to: 'confirmed', by: 'Asha (Admin)', note: null, at },
            { from: 'confirmed', to: 'shipped', by: 'Asha (Admin)', note: null, at },
            { from: 'shipped', to: 'delivered', by: 'Ravi (Admin)', note: null, at },
          ],
        }}
      />,
      { i18n },
    );
    expect(screen.getByText('डिलीवर हुआ')).toBeInTheDocument();
    expect(screen.getByText('कूरियर · ट्रैकिंग DL42')).toBeInTheDocument();
    expect(screen.getByText('₹1,250 नकद लिए गए')).toBeInTheDocument();
    expect(untranslated(container)).toEqual([]);
  });
});
