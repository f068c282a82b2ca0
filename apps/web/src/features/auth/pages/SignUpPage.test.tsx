import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderAuthPage } from '../test-utils';

async function fillIn({
  firstName = 'Asha',
  lastName = 'Verma',
  email = 'Asha@Example.in',
  password = 'Haat-secret-1',
} = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), firstName);
  await userEvent.type(screen.getByLabelText('Last name'), lastName);
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

describe('SignUpPage (docs/product.md, Sign-up)', () => {
  it('asks for names, an email of email type and a password, with links to sign in and reset', async () => {
    renderAuthPage('/sign-up');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks every field before calling the server', async () => {
    const api = fakeApi({});
    renderAuthPage('/sign-up');
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address. Optional when you give a mobile number.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters At least 8 characters, not a common password.',
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("reads 'Signing up...' while busy, then says 'Please Verify your Email' and asks for the code", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/sign-up': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderAuthPage('/sign-up');
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    answer(
      Response.json(
        { message: 'Please Verify your Email', email: 'asha@example.in' },
        { status: 201 },
      ),
    );

    expect(await screen.findByText('Please Verify your Email')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verify'));
    expect(router.state.location.state).toEqual({
      email: 'asha@example.in',
      purpose: 'verifySignup',
      codeSent: true,
    });
    expect(api.callsTo('POST /api/sign-up')[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      password: 'Haat-secret-1',
    });
  });

  it("shows the server's error as 'Error: ...'", async () => {
    fakeApi({
      'POST /api/sign-up': () =>
        errorAnswer(409, 'An account with this email already exists. Please sign in.'),
    });
    const { router } = renderAuthPage('/sign-up');
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: An account with this email already exists. Please sign in.',
    );
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('marks and focuses a refused field, without saying the reason twice', async () => {
    const tooCommon = 'This password is too easy to guess. Please choose a less common one.';
    fakeApi({
      'POST /api/sign-up': () => errorAnswer(400, tooCommon, { password: tooCommon }),
    });
    renderAuthPage('/sign-up');
    await fillIn({ password: 'password123' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${tooCommon}`);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getAllByText(tooCommon, { exact: false })).toHaveLength(1);
  });

  it("shows a field's own reason under it when it differs from the message", async () => {
    fakeApi({
      'POST /api/sign-up': () =>
        errorAnswer(400, 'email: Please enter a valid email address.', {
          email: 'Please enter a valid email address.',
        }),
    });
    renderAuthPage('/sign-up');
    await fillIn();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address. Optional when you give a mobile number.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: email: Please enter a valid email address.',
    );
  });
});
