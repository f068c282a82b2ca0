import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import type { OtpState } from '../flow-state';
import { renderAuthPage } from '../test-utils';

const signUpFlow: OtpState = { email: 'asha@example.in', purpose: 'verifySignup', codeSent: true };
const resetFlow: OtpState = {
  email: 'asha@example.in',
  purpose: 'forgotPassVerify',
  codeSent: true,
};

function openWith(state: unknown) {
  return renderAuthPage({ pathname: '/otp-verify', state });
}

async function typeCode(code: string) {
  await userEvent.click(await screen.findByLabelText('Digit 1 of 6'));
  await userEvent.keyboard(code);
}

describe('OtpVerifyPage (docs/product.md, One-time codes)', () => {
  it('without an email, explains the page and links to sign-up, reset and sign-in', async () => {
    openWith(undefined);

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Reset a forgotten password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('verifies a sign-up code, says to log in and goes to /sign-in', async () => {
    const api = fakeApi({
      'POST /api/verify-email': () => ({ message: 'Email Verified please Login now!!' }),
    });
    const { router } = openWith(signUpFlow);

    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
    await typeCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));

    expect(await screen.findByText('Email Verified please Login now!!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST /api/verify-email')[0]?.body).toEqual({
      otp: '123456',
      email: 'asha@example.in',
      purpose: 'verifySignup',
    });
  });

  it('checks a reset code and carries the email and code to /reset-password/reset', async () => {
    fakeApi({ 'POST /api/verify-email': () => ({ message: 'Code accepted' }) });
    const { router } = openWith(resetFlow);

    await typeCode('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password/reset'));
    expect(router.state.location.state).toEqual({ email: 'asha@example.in', otp: '654321' });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
  });

  it('asks for all six digits before calling the server', async () => {
    const api = fakeApi({});
    openWith(signUpFlow);

    await typeCode('123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter all 6 digits of the code from your email.',
    );
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('a wrong code is logged, explained and cleared for another try', async () => {
    fakeApi({
      'POST /api/verify-email': () => errorAnswer(400, 'The code is wrong or has expired.'),
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = openWith(signUpFlow);

    await typeCode('111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveFocus();
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveAccessibleDescription(
      'The code is wrong or has expired.',
    );
    expect(router.state.location.pathname).toBe('/otp-verify');
  });

  it('offers resend at once when no code was just sent', async () => {
    fakeApi({});
    openWith({ ...signUpFlow, codeSent: false });
    expect(await screen.findByText(/Ask for a new code for/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('counts down before a resend when a code was just sent', async () => {
    fakeApi({});
    openWith(signUpFlow);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 5:00' })).toBeDisabled();
  });
});
