import { z } from 'zod';
import { OTP_LENGTH, OTP_PURPOSES, PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import { LANGUAGES } from './language.ts';
import { MESSAGES } from './messages.ts';
import { personNameSchema, userSchema } from './people.ts';
import { safeText } from './text.ts';
import { defineSentence, localized } from './translate.ts';

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isEmail(value: string): boolean {
  return z.email().safeParse(value).success;
}

export const emailSchema = safeText({ error: /*i18n*/ 'Email is required' })
  .trim()
  .min(1, /*i18n*/ 'Email is required')
  .max(254, /*i18n*/ 'Email is too long')
  .pipe(z.email(/*i18n*/ 'Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

/** Length rules only; the server also refuses common passwords. */
export const newPasswordSchema = safeText({ error: /*i18n*/ 'Password is required' })
  .min(1, /*i18n*/ 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, /*i18n*/ 'Password must be at most 128 characters');

export const otpSchema = safeText({ error: /*i18n*/ 'Code is required' }).regex(
  new RegExp(`^\\d{${OTP_LENGTH}}$`),
  defineSentence(
    `The code has ${OTP_LENGTH} digits`,
    localized(/*i18n*/ 'The code has {count} digits', { count: OTP_LENGTH }),
  ),
);

/** An email address or a 10-digit phone number (sign-in identifier, add-user contact). */
export const contactSchema = safeText({ error: /*i18n*/ 'This field is required' })
  .trim()
  .min(1, /*i18n*/ 'This field is required')
  .refine((value) => isPhone(value) || isEmail(value), MESSAGES.invalidContact)
  .transform((value) => (isPhone(value) ? value : value.toLowerCase()));

export const PHONE_INVALID = /*i18n*/ 'Please enter a valid 10-digit mobile number.';

/**
 * A mobile number as people type it (`98765 43210`, `+91 98765 43210`, `098765 43210`); the
 * server reads it into its one stored form (docs/decisions/231-phone-canonical-form.md).
 */
export const phoneInputSchema = safeText({ error: /*i18n*/ 'Phone number is required' })
  .trim()
  .min(1, /*i18n*/ 'Phone number is required')
  .max(25, PHONE_INVALID)
  .regex(/^\+?[\d\s().-]+$/, PHONE_INVALID);

/** A phone number or an email: at least one; a phone account's email is optional. */
export const signUpBodySchema = z
  .object({
    firstName: personNameSchema(/*i18n*/ 'First name'),
    lastName: personNameSchema(/*i18n*/ 'Last name'),
    // An empty field is no email (the sign-up form has both fields).
    email: z.preprocess((v) => (v === '' ? undefined : v), emailSchema.optional()),
    phone: z.preprocess((v) => (v === '' ? undefined : v), phoneInputSchema.optional()),
    password: newPasswordSchema,
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: /*i18n*/ 'Please enter your mobile number or email.',
    path: ['phone'],
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  identifier: safeText({ error: /*i18n*/ 'Email or phone number is required' })
    .trim()
    .min(1, /*i18n*/ 'Email or phone number is required')
    .max(254),
  password: safeText({ error: /*i18n*/ 'Password is required' })
    .min(1, /*i18n*/ 'Password is required')
    .max(128),
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
  contact: safeText({ error: /*i18n*/ 'Please enter your email or mobile number.' })
    .trim()
    .min(1, /*i18n*/ 'Please enter your email or mobile number.')
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
/**
 * Who is signed in. `lang`, the account's language, comes with sign-in (and the answer sets the
 * `lang` cookie to it), so a new device shows the account's language
 * (docs/decisions/282-the-account-language-at-sign-in.md).
 */
export const sessionUserSchema = userSchema.extend({ lang: z.enum(LANGUAGES).optional() });
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
