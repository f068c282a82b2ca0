import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ResendOtp } from './ResendOtp';

/** Lets the fake clock run `seconds`, one second at a time, as a browser would. */
function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    act(() => vi.advanceTimersByTime(1000));
  }
}

function renderResend(codeSent = true) {
  const onResent = vi.fn();
  renderWithProviders(
    <ResendOtp email="asha@example.in" codeSent={codeSent} onResent={onResent} />,
    { withToasts: true },
  );
  return { onResent, resend: screen.getByRole('button', { name: /^Resend OTP/ }) };
}

describe('ResendOtp (docs/product.md, One-time codes: the 300-second countdown and its messages)', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays disabled until 0, then a resend starts again at 300', async () => {
    const api = fakeApi({
      'POST /api/resend-otp': () => ({ success: true, message: 'OTP resent successfully.' }),
    });
    const { resend, onResent } = renderResend();

    expect(resend).toHaveAccessibleName('Resend OTP in 5:00');
    expect(resend).toBeDisabled();
    passSeconds(1);
    expect(resend).toHaveAccessibleName('Resend OTP in 4:59');
    passSeconds(298);
    expect(resend).toHaveAccessibleName('Resend OTP in 0:01');
    expect(resend).toBeDisabled();
    passSeconds(1);
    expect(resend).toHaveAccessibleName('Resend OTP');
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByText('OTP resent successfully.')).toBeInTheDocument();
    await waitFor(() => expect(resend).toHaveAccessibleName('Resend OTP in 5:00'));
    expect(resend).toBeDisabled();
    expect(onResent).toHaveBeenCalledOnce();
    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST /api/resend-otp')[0]?.body).toEqual({ email: 'asha@example.in' });
  });

  it('keeps time by the clock when the timers ran late (a sleeping phone)', () => {
    const { resend } = renderResend();
    act(() => vi.setSystemTime(Date.now() + 120_000));
    passSeconds(1);
    expect(resend).toHaveAccessibleName('Resend OTP in 2:59');
  });

  it('is available at once when no code was just sent', () => {
    const { resend } = renderResend(false);
    expect(resend).toHaveAccessibleName('Resend OTP');
    expect(resend).toBeEnabled();
  });

  it.each([
    [
      'the server refuses (429)',
      () => errorAnswer(429, 'Please wait a minute.'),
      'Failed to resend OTP. Please try again.',
    ],
    [
      'success is false',
      () => ({ success: false, message: 'No.' }),
      'Failed to resend OTP. Please try again.',
    ],
    [
      'no answer comes',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Error resending OTP. Please try again.',
    ],
  ])('when %s it says so and keeps resend available', async (_case, answer, message) => {
    fakeApi({ 'POST /api/resend-otp': answer });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { resend, onResent } = renderResend(false);

    await user.click(resend);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(resend).toHaveAccessibleName('Resend OTP');
    expect(resend).toBeEnabled();
    expect(onResent).not.toHaveBeenCalled();
  });
});
