import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import type { ResetState } from '../flow-state';
import { renderAuthPage } from '../test-utils';

const checked: ResetState = { email: 'asha@example.in', otp: '482915' };

function openWith(state: unknown) {
  return renderAuthPage({ pathname: '/reset-password/reset', state });
}

describe('ResetPasswordPage (docs/product.md, Forgot and reset password)', () => {
  it('without a checked code, sends the visitor to ask for one', async () => {
    openWith(null);
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a reset code' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("sets the new password, says 'Password has been reset' and goes to /sign-in", async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'POST /api/reset-password': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = openWith(checked);

    const password = await screen.findByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'Haat-new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('button', { name: 'Resetting...' })).toBeDisabled();
    answer(Response.json({ message: 'Password has been reset' }));

    expect(await screen.findByText('Password has been reset')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.calls[0]?.body).toEqual({
      password: 'Haat-new-secret-2',
      email: 'asha@example.in',
      otp: '482915',
    });
  });

  it('checks the length before calling, and shows a refused password under the field', async () => {
    const api = fakeApi({
      'POST /api/reset-password': () =>
        errorAnswer(400, 'password: This password is too common.', {
          password: 'This password is too common.',
        }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openWith(checked);
    const password = await screen.findByLabelText('New password');

    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(api.calls).toEqual([]);

    await userEvent.clear(password);
    await userEvent.type(password, 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/This password is too common\./),
    );
  });

  it("shows the server's message and offers a new code when the code is refused", async () => {
    fakeApi({
      'POST /api/reset-password': () => errorAnswer(400, 'The code is wrong or has expired.'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = openWith(checked);

    await userEvent.type(await screen.findByLabelText('New password'), 'Haat-new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    const newCode = await screen.findByRole('link', { name: 'Get a new code' });
    expect(newCode).toHaveAttribute('href', '/forgot-password');
    expect(newCode.parentElement).toHaveTextContent('The code is wrong or has expired.');
    expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong or has expired.');
    expect(router.state.location.pathname).toBe('/reset-password/reset');
  });

  it("says 'Error resetting password' when the server gives no reason", async () => {
    fakeApi({ 'POST /api/reset-password': () => new Response('oops', { status: 502 }) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openWith(checked);

    await userEvent.type(await screen.findByLabelText('New password'), 'Haat-new-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Error resetting password')).toBeInTheDocument();
  });
});
