import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trans } from '@lingui/react/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { authRoutes } from '../features/auth/routes';
import { makeQueryClient } from '../lib/react-query';
import { startSession } from '../lib/session';
import { fakeApi } from '../testing/fake-api';
import { makeUser } from '../testing/factories';
import { renderRoutes } from '../testing/render';
import { makeEnglishI18n, rememberLanguage } from './i18n';
import { useLanguage } from './LanguageProvider';

/** The header's greeting, and the language the provider says it shows. */
function Shown() {
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <p>
        {language}: <Trans>My orders</Trans>
      </p>
      <button type="button" onClick={() => void setLanguage('en')}>
        English
      </button>
    </>
  );
}

/** The app's providers as App wires them: a switch sets the cookie and `<html lang>`. */
function renderApp() {
  const client = makeQueryClient({ navigate: () => undefined, retry: false });
  render(
    <AppProviders
      client={client}
      i18n={makeEnglishI18n()}
      onLanguageSwitched={(language) => rememberLanguage(document, language)}
    >
      <Shown />
    </AppProviders>,
  );
  return client;
}

describe("the open app follows the account's language at sign-in", () => {
  afterEach(() => rememberLanguage(document, 'en'));

  it('switches at once to the language sign-in answers, and the page says so', async () => {
    const client = renderApp();
    expect(screen.getByText('en: My orders')).toBeInTheDocument();
    act(() => startSession(client, { ...makeUser(), lang: 'hi' }));
    expect(await screen.findByText('hi: मेरे ऑर्डर')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it("keeps the reader's later switch when the session changes for the same person", async () => {
    const client = renderApp();
    const asha = { ...makeUser(), lang: 'hi' as const };
    act(() => startSession(client, asha));
    expect(await screen.findByText('hi: मेरे ऑर्डर')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('en: My orders')).toBeInTheDocument();
    // A saved name starts the session again with the same person, still carrying 'hi'.
    act(() => startSession(client, { ...asha, firstName: 'Asha Rani' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('en: My orders')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves the language alone for a session read back from the device (no language in it)', async () => {
    const client = renderApp();
    act(() => startSession(client, makeUser()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('en: My orders')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('signs in on the sign-in page and goes on in Hindi, its toast in Hindi', async () => {
    fakeApi({ 'POST /api/sign-in': () => ({ ...makeUser(), lang: 'hi' }) });
    const i18n = makeEnglishI18n();
    await act(async () =>
      renderRoutes(authRoutes, {
        route: '/sign-in',
        i18n,
        withToasts: true,
        standIns: { '/': 'Home page' },
      }),
    );
    await userEvent.type(await screen.findByLabelText('Email or phone number'), 'asha@example.in');
    await userEvent.type(screen.getByLabelText('Password'), 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('साइन इन हो गया!')).toBeInTheDocument();
    await waitFor(() => expect(i18n.locale).toBe('hi'));
  });
});
