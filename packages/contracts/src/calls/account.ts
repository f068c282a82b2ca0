import {
  accountExportSchema,
  accountLanguageSchema,
  changePasswordBodySchema,
  contactChangeBodySchema,
  contactCodeSentSchema,
  contactVerifyBodySchema,
  deleteMeBodySchema,
  deviceSessionsSchema,
  endedSessionsSchema,
  meSchema,
  sessionParamsSchema,
  updateMeBodySchema,
} from '../account.ts';
import { messageSchema } from '../auth.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['my account'];
const errors = errorResponses(400, 401, 403);

/** The signed-in person's own account (docs/product.md, "My account"). */
export const accountCalls = defineCalls({
  'account.me.get': {
    tags,
    summary: 'Your profile',
    response: { 200: meSchema, ...errors },
  },
  'account.me.update': {
    tags,
    summary: 'Change your first and last name (the rules of sign-up)',
    body: updateMeBodySchema,
    response: { 200: meSchema, ...errors },
  },
  'account.language.set': {
    tags,
    summary: 'Keep your language (en or hi): the shop, mails and SMS follow it',
    body: accountLanguageSchema,
    response: { 200: accountLanguageSchema, ...errors },
  },
  'account.contact.start': {
    tags,
    summary: 'Add or change your email or phone: a 6-digit code is mailed first',
    description:
      'A new email gets the code itself; a new phone number is confirmed by a code mailed to ' +
      "the account's email until the shop can send SMS (a phone-only account: 409). A contact " +
      'in use by another account is 409; codes at most once a minute and 5 an hour (429).',
    body: contactChangeBodySchema,
    response: { 202: contactCodeSentSchema, ...errors, ...errorResponses(409, 429) },
  },
  'account.contact.verify': {
    tags,
    summary: 'Confirm the new email or phone with its code; it replaces the old one',
    description: 'When the email changes, the old address is told by mail.',
    body: contactVerifyBodySchema,
    response: { 200: meSchema, ...errors, ...errorResponses(409, 429) },
  },
  'account.password.change': {
    tags,
    summary: 'Change your password with the current one; your other sessions end',
    description:
      'A wrong current password is 400 (never 401, which would sign this device out); at ' +
      'most 10 wrong ones a minute (429). The new one follows the rules of sign-up.',
    body: changePasswordBodySchema,
    response: { 200: messageSchema, ...errors, ...errorResponses(429) },
  },
  'account.sessions.list': {
    tags,
    summary: 'Where you are signed in, the most recently seen first',
    response: { 200: deviceSessionsSchema, ...errors },
  },
  'account.sessions.end': {
    tags,
    summary: 'Sign out one of your other devices',
    description: 'This device signs out with Logout (400 here); a session not yours is 404.',
    params: sessionParamsSchema,
    response: { 200: messageSchema, ...errors, ...errorResponses(404) },
  },
  'account.sessions.endOthers': {
    tags,
    summary: 'Sign out every device but this one',
    response: { 200: endedSessionsSchema, ...errors },
  },
  'account.export': {
    tags,
    summary: 'Everything Haat holds about you, as JSON',
    response: { 200: accountExportSchema, ...errors },
  },
  'account.delete': {
    tags,
    summary: 'Delete your account',
    description:
      'With `password`, or with `otp`: an empty body mails a code to the account (202). ' +
      'Refused (409) while an order is placed, confirmed or shipped (named), for an agent ' +
      'with commission not paid yet, and for the last Admin. Erases the name, contacts, ' +
      'password and addresses; orders stay with the pincode only; every session ends.',
    body: deleteMeBodySchema.optional(),
    response: {
      200: messageSchema,
      202: contactCodeSentSchema,
      ...errors,
      ...errorResponses(409, 429),
    },
  },
});
