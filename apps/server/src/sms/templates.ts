import type { SmsKind } from './messenger.ts';

/**
 * The texts of the registered DLT templates (docs/decisions/232-sms-through-the-outbox.md):
 * fixed words, variables in braces, one line each, links only to the shop's PUBLIC_URL.
 * The gateway fills its copy of the template with `variables`; `text` is the same message
 * filled here, for the console and the outbox row.
 */
const TEMPLATES: Record<SmsKind, string> = {
  signupCode: '{code} is your Haat verification code. It is valid for 10 minutes. Do not share it.',
  signInCode: '{code} is your Haat sign-in code. It is valid for 10 minutes. Do not share it.',
  resetCode:
    '{code} is your Haat password reset code. It is valid for 10 minutes. Do not share it.',
  changeContactCode:
    '{code} is your Haat code to use this number for your account. It is valid for 10 minutes.',
  orderPlaced:
    'Haat: your order {number} of {amount} is placed. Pay cash on delivery. Track it at {url}',
  orderConfirmed: 'Haat: your order {number} is confirmed and being packed. {url}',
  orderShipped: 'Haat: your order {number} is shipped by {courier}, tracking {tracking}. {url}',
  orderDelivered: 'Haat: your order {number} was delivered. Thank you for shopping with us. {url}',
  orderCancelled: 'Haat: your order {number} was cancelled. {url}',
  agentOrderPlaced: 'Haat: order {number} of {name} for {amount} is placed. {url}',
  agentOrderDelivered:
    'Haat: order {number} of {name} was delivered; {commission} commission earned. {url}',
};

export function smsText(kind: SmsKind, variables: Record<string, string>): string {
  return TEMPLATES[kind].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`SMS ${kind} needs the variable ${name}`);
    // A variable is one line: a name with a newline must not add lines to a template.
    return value.replace(/\s+/g, ' ');
  });
}
