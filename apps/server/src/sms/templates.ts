import type { Language } from '@haat/contracts';
import { say, sentence } from '../i18n/messages.ts';
import type { SmsKind } from './messenger.ts';

/**
 * The texts of the registered DLT templates (docs/decisions/232-sms-through-the-outbox.md):
 * fixed words, variables in braces, one line each, links only to the shop's PUBLIC_URL.
 * The gateway fills its copy of the template with `variables`; `text` is the same message
 * filled here, for the console and the outbox row.
 */
const TEMPLATES: Record<SmsKind, string> = {
  signupCode:
    /*i18n*/ '{code} is your Haat verification code. It is valid for 10 minutes. Do not share it.',
  signInCode:
    /*i18n*/ '{code} is your Haat sign-in code. It is valid for 10 minutes. Do not share it.',
  resetCode:
    /*i18n*/ '{code} is your Haat password reset code. It is valid for 10 minutes. Do not share it.',
  changeContactCode:
    /*i18n*/ '{code} is your Haat code to use this number for your account. It is valid for 10 minutes.',
  orderPlaced:
    /*i18n*/ 'Haat: your order {number} of {amount} is placed. Pay cash on delivery. Track it at {url}',
  orderConfirmed: /*i18n*/ 'Haat: your order {number} is confirmed and being packed. {url}',
  orderShipped:
    /*i18n*/ 'Haat: your order {number} is shipped by {courier}, tracking {tracking}. {url}',
  orderDelivered:
    /*i18n*/ 'Haat: your order {number} was delivered. Thank you for shopping with us. {url}',
  orderCancelled: /*i18n*/ 'Haat: your order {number} was cancelled. {url}',
  agentOrderPlaced: /*i18n*/ 'Haat: order {number} of {name} for {amount} is placed. {url}',
  agentOrderDelivered:
    /*i18n*/ 'Haat: order {number} of {name} was delivered; {commission} commission earned. {url}',
};

/**
 * The SMS of `kind` in `language` (the catalogue's Hindi of the English template,
 * docs/decisions/283-mail-and-sms-in-the-accounts-language.md), filled with `variables`.
 */
export function smsText(
  kind: SmsKind,
  variables: Record<string, string>,
  language: Language = 'en',
): string {
  const values: Record<string, string> = {};
  for (const [, name] of TEMPLATES[kind].matchAll(/\{(\w+)\}/g)) {
    const value = variables[name!];
    if (value === undefined) throw new Error(`SMS ${kind} needs the variable ${name}`);
    // A variable is one line: a name with a newline must not add lines to a template.
    values[name!] = value.replace(/\s+/g, ' ');
  }
  return say(language, sentence(TEMPLATES[kind], values));
}
