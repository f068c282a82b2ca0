import { z } from 'zod';
import { OTP_LENGTH, OTP_PURPOSES, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { personNameSchema, userSchema } from './people.ts';
import { safeText } from './text.ts';

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

export const emailSchema = safeText({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

/** Length rules only; the server also refuses common passwords. */
export const newPasswordSchema = safeText({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, 'Password must be at most 128 characters');

export const otpSchema = safeText({ error: 'Code is required' }).regex(
  new RegExp(`^\\d{${OTP_LENGTH}}$`),
  `The code has ${OTP_LENGTH} digits`,
);

/** An email address or a 10-digit phone number (sign-in identifier, add-user contact). */
export const contactSchema = safeText({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .refine((value) => isPhone(value) || isEmail(value), MESSAGES.invalidContact)
  .transform((value) => (isPhone(value) ? value : value.toLowerCase()));

export const PHONE_INVALID = 'Please enter a valid 10-digit mobile number.';

/**
 * A mobile number as people type it (`98765 43210`, `+91 98765 43210`, `098765 43210`); the
 * server reads it into its one stored form (docs/decisions/231-phone-canonical-form.md).
 */
export const phoneInputSchema = safeText({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .max(25, PHONE_INVALID)
  .regex(/^\+?[\d\s().-]+$/, PHONE_INVALID);

/** A phone number or an email: at least one; a phone account's email is optional. */
export const signUpBodySchema = z
  .object({
    firstName: personNameSchema('First name'),
    lastName: personNameSchema('Last name'),
    // An empty field is no email (the sign-up form has both fields).
    email: z.preprocess((v) => (v === '' ? undefined : v), emailSchema.optional()),
    phone: z.preprocess((v) => (v === '' ? undefined : v), phoneInputSchema.optional()),
    password: newPasswordSchema,
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: 'Please enter your mobile number or email.',
    path: ['phone'],
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  identifier: safeText({ error: 'Email or phone number is required' })
    .trim()
    .min(1, 'Email or phone number is required')
    .max(254),
  password: safeText({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
/** Sign-in with a phone number and the code of request-sign-in-code instead of the password. */
export const signInWithCodeBodySchema = z.object({
  identifier: phoneInputSchema,
  otp: otpSchema,
});
export const signInAnyBodySchema = z.union([signInBodySchema, signInWithCodeBodySchema]);
export type SignInWithCodeBody = z.input<typeof signInWithCodeBodySchema>;
export type SignInBody = z.input<typeof signInBodySchema>;

/** By the link's token (`_id`), or by the code typed on the OTP page. */
export const verifyEmailBodySchema = z.union([
  z.object({ _id: safeText().trim().min(1).max(200) }),
  z.object({ otp: otpSchema, email: emailSchema, purpose: z.enum(OTP_PURPOSES) }),
  z.object({ otp: otpSchema, phone: phoneInputSchema, purpose: z.enum(OTP_PURPOSES) }),
]);
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

export const emailBodySchema = z.object({ email: emailSchema });
export type EmailBody = z.input<typeof emailBodySchema>;

export const phoneBodySchema = z.object({ phone: phoneInputSchema });
export type PhoneBody = z.input<typeof phoneBodySchema>;

/** An email account's email, or a phone account's number (forgot-password, resend-otp). */
export const contactBodySchema = z.union([emailBodySchema, phoneBodySchema]);

/** The forgot-password screen: the account's email or mobile number in one field. */
export const contactFormSchema = z.object({
  contact: safeText({ error: 'Please enter your email or mobile number.' })
    .trim()
    .min(1, 'Please enter your email or mobile number.')
    .max(254),
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** `{ email }` or `{ phone }` for what a person typed in one contact field. */
export function contactBodyOf(contact: string): { email: string } | { phone: string } {
  return contact.includes('@') ? { email: contact.toLowerCase() } : { phone: contact };
}
export type ContactBody = z.input<typeof contactBodySchema>;

/** The reset screen's one field (the contact and code come from the code screen). */
export const newPasswordFormSchema = z.object({ password: newPasswordSchema });

export const resetPasswordBodySchema = z.union([
  z.object({ password: newPasswordSchema, email: emailSchema, otp: otpSchema }),
  z.object({ password: newPasswordSchema, phone: phoneInputSchema, otp: otpSchema }),
]);
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * The signed-in user as the client keeps it (docs/product.md, "Entities and fields", currentUser).
 */
export const sessionUserSchema = userSchema;
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const signUpResponseSchema = z.object({
  message: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export const resendOtpResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export const checkPermissionSchema = z.object({ message: z.literal('authenticated') });
