import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderAuthPage } from '../test-utils';

describe('ForgotPasswordPage (docs/product.md, Forgot and reset password)', () => {
  it('requires the email', async () => {
    const api = fakeApi({});
    renderAuthPage('/forgot-password');

    await userEvent.click(await screen.findByRole('button', { name: 'Send Reset Link' }));

    const email = screen.getByLabelText('Email or mobile number');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveAccessibleDescription('Please enter your email or mobile number.');
    expect(email).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("says 'Password reset email sent!' and asks for the code with purpose forgotPassVerify", async () => {
    const api = fakeApi({
      'POST /api/forgot-password': () => ({
        message: 'If an account exists, a code is on its way.',
      }),
    });
    const { router } = renderAuthPage('/forgot-password');

    await userEvent.type(await screen.findByLabelText('Email or mobile number'), 'Asha@Example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Password reset email sent!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp-verify'));
    expect(router.state.location.state).toEqual({
      email: 'asha@example.in',
      purpose: 'forgotPassVerify',
      codeSent: true,
    });
    expect(await screen.findByRole('heading', { name: 'Enter your reset code' })).toBeVisible();
    expect(api.calls[0]?.body).toEqual({ email: 'asha@example.in' });
  });

  it("says 'Error sending password reset email.' when it fails", async () => {
    fakeApi({ 'POST /api/forgot-password': () => errorAnswer(429, 'Too many requests.') });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAuthPage('/forgot-password');

    await userEvent.type(await screen.findByLabelText('Email or mobile number'), 'asha@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Error sending password reset email.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });
});
