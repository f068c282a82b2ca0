import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema } from './auth.ts';
import { PHONE_DIGITS } from './constants.ts';
import { LANGUAGES } from './language.ts';
import { personNameSchema, userSchema } from './people.ts';
import { addressSchema, customerOrderSchema } from './shopping.ts';
import { safeText } from './text.ts';

/*
 * "My account": the signed-in person's own profile, contacts, password, devices and data
 * (docs/product.md, "My account").
 */

/** The signed-in user's profile: the session's user with when the account was made. */
export const meSchema = userSchema.extend({
  createdAt: z.string(),
  /** Order updates by SMS for a phone-only customer (codes always go). */
  orderSms: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /me: the names, with the rules of sign-up. */
export const updateMeBodySchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  /** Order updates by SMS on or off; left out, unchanged. */
  orderSms: z.boolean().optional(),
});
export type UpdateMeBody = z.input<typeof updateMeBodySchema>;

/** The account's language (issue 30): mails and SMS go out in it. */
export const accountLanguageSchema = z.object({
  lang: z.enum(LANGUAGES, { error: /*i18n*/ 'Language must be en or hi' }),
});
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;

export const phoneSchema = safeText({ error: /*i18n*/ 'Phone number is required' })
  .trim()
  .regex(
    new RegExp(`^\\d{${PHONE_DIGITS}}$`),
    `Phone number must be exactly ${PHONE_DIGITS} digits`,
  );

/** POST /me/contact: the new email, or the new phone number, to confirm by a code. */
export const contactChangeBodySchema = z.union([
  z.object({ email: emailSchema }).strict(),
  z.object({ phone: phoneSchema }).strict(),
]);
export type ContactChangeBody = z.input<typeof contactChangeBodySchema>;

/** Where the code went, for the screen to say. */
export const contactCodeSentSchema = z.object({ message: z.string(), sentTo: z.string() });
export type ContactCodeSent = z.infer<typeof contactCodeSentSchema>;

export const contactVerifyBodySchema = z.object({ otp: otpSchema });
export type ContactVerifyBody = z.input<typeof contactVerifyBodySchema>;

/** PUT /me/password. */
export const changePasswordBodySchema = z.object({
  currentPassword: safeText({ error: /*i18n*/ 'Current password is required' })
    .min(1, /*i18n*/ 'Current password is required')
    .max(128),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** One signed-in device of the account. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. 'Chrome on Android'. */
  device: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionsSchema = z.array(deviceSessionSchema);

export const sessionParamsSchema = z.object({
  id: safeText().trim().min(1).max(100),
});

export const endedSessionsSchema = z.object({ message: z.string(), ended: z.number().int() });

/** DELETE /me: the password, or a code mailed for it (an empty body asks for the code). */
export const deleteMeBodySchema = z
  .object({
    password: safeText().min(1, /*i18n*/ 'Password is required').max(128).optional(),
    otp: otpSchema.optional(),
  })
  .strict();
export type DeleteMeBody = z.input<typeof deleteMeBodySchema>;

/** GET /me/export: everything Haat holds about the account, and nobody else's data. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  profile: meSchema,
  addresses: z.array(addressSchema),
  orders: z.array(customerOrderSchema),
  /** The agent this account belongs to, if any: their name only. */
  agent: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  devices: z.array(deviceSessionSchema.omit({ current: true })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
