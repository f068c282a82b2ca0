import { OTP_LENGTH, OTP_PURPOSES, type OtpPurpose } from '@haat/contracts';

/**
 * What the account pages hand each other through the router's location state (docs/product.md,
 * "One-time codes"): the OTP page needs the email and the purpose; the reset page needs the email
 * and the checked code. State survives a reload of the tab but not a new tab, so every reader
 * checks its shape.
 */
export interface OtpState {
  email: string;
  purpose: OtpPurpose;
  /**
   * False when no code was just sent (an unverified account arriving from sign-in): the
   * resend link is then available at once instead of after the countdown.
   */
  codeSent: boolean;
}

export interface ResetState {
  email: string;
  otp: string;
}

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

export function readOtpState(state: unknown): OtpState | null {
  const email = field(state, 'email');
  const purpose = field(state, 'purpose');
  if (typeof email !== 'string' || email === '') return null;
  if (!OTP_PURPOSES.includes(purpose as OtpPurpose)) return null;
  return { email, purpose: purpose as OtpPurpose, codeSent: field(state, 'codeSent') !== false };
}

export function readResetState(state: unknown): ResetState | null {
  const email = field(state, 'email');
  const otp = field(state, 'otp');
  if (typeof email !== 'string' || email === '') return null;
  if (typeof otp !== 'string' || !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return null;
  return { email, otp };
}
