import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderAuthPage, userStateOf } from '../test-utils';

async function fillIn(identifier: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email or phone number'), identifier);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('SignInPage (docs/product.md, Sign-in)', () => {
  it('has the identifier, the password with its toggle, and links to reset and sign up', async () => {
    renderAuthPage('/sign-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const identifier = screen.getByLabelText('Email or phone number');
    expect(identifier).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('requires both fields and calls nothing until they are filled', async () => {
    const api = fakeApi({});
    renderAuthPage('/sign-in');

    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    const identifier = screen.getByLabelText('Email or phone number');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(identifier).toHaveAccessibleDescription('Email or phone number is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(identifier).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it('signs in: stores the user, says so and goes home', async () => {
    const asha = makeUser();
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/sign-in': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { queryClient, router } = renderAuthPage('/sign-in');

    await fillIn('  Asha@Example.in ', 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(userStateOf(queryClient).loading).toBe(true);
    answer(Response.json({ ...asha, somethingElse: 'not kept' }));

    expect(await screen.findByText('SignIn successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(userStateOf(queryClient)).toEqual({ currentUser: asha, loading: false, error: false });
    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST /api/sign-in')[0]?.body).toEqual({
      identifier: 'Asha@Example.in',
      password: 'Haat-secret-1',
    });
  });

  it('goes back to the page that asked for a session', async () => {
    fakeApi({ 'POST /api/sign-in': () => makeUser() });
    const { router } = renderAuthPage('/sign-in?redirect=%2Fcart');

    await fillIn('9876543210', 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it("shows the server's message under the identifier and stores the failure", async () => {
    fakeApi({ 'POST /api/sign-in': () => errorAnswer(401, 'Invalid credentials') });
    const { queryClient } = renderAuthPage('/sign-in');

    await fillIn('asha@example.in', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const identifier = screen.getByLabelText('Email or phone number');
    await waitFor(() => expect(identifier).toHaveAccessibleDescription('Invalid credentials'));
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(userStateOf(queryClient)).toEqual({
      currentUser: null,
      loading: false,
      error: { message: 'Invalid credentials', error: 'Invalid credentials' },
    });
  });

  it('sends someone already signed in from /sign-in and /sign-up to the home page', async () => {
    for (const path of ['/sign-in?redirect=%2Fcart', '/sign-up']) {
      const { router, unmount } = renderAuthPage(path, { user: makeUser() });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      unmount();
    }
  });

  it('offers an unverified account the way to its code', async () => {
    fakeApi({
      'POST /api/sign-in': () => errorAnswer(403, 'Please verify your email before signing in.'),
    });
    const { router } = renderAuthPage('/sign-in');

    await fillIn('Asha@Example.in', 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Please verify your email before signing in.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Verify your email now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verify'));
    expect(router.state.location.state).toEqual({
      email: 'asha@example.in',
      purpose: 'verifySignup',
      codeSent: false,
    });
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('says when the shop cannot be reached', async () => {
    fakeApi({ 'POST /api/sign-in': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderAuthPage('/sign-in');

    await fillIn('asha@example.in', 'Haat-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(
      await screen.findByText('Could not reach Haat. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
