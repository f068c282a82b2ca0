import type { Language } from '@haat/contracts';
import { say, sentence } from '../i18n/messages.ts';
import type { Mail } from './mailer.ts';

const SHOP = 'Haat';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

type Values = Record<string, string | number>;

/**
 * The mails' sentences in the account's language (docs/decisions/283-mail-and-sms-in-the-accounts-language.md):
 * each is written `/*i18n*\/` where it is used, so the catalogue has it; `text` fills it for the
 * plain-text part, `html` with its values escaped for the HTML part.
 */
function writer(language: Language) {
  const text = (id: string, values: Values = {}) => say(language, sentence(id, values));
  const html = (id: string, values: Values = {}) =>
    text(
      id,
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? escapeHtml(value) : value,
        ]),
      ),
    );
  return { text, html };
}

function layout(language: Language, title: string, body: string): string {
  const footer = writer(language).html(
    /*i18n*/ '{shop}: your one-stop shop for quality products.',
    {
      shop: SHOP,
    },
  );
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#faf6f1;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;color:#c2410c;margin:0 0 16px">${SHOP}</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}
<p style="font-size:12px;color:#6b625c;margin-top:24px">${footer}</p></td></tr>
</table></td></tr></table></body></html>`;
}

function codeBlock(code: string): string {
  return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>`;
}

function hello(language: Language, firstName: string) {
  const w = writer(language);
  return {
    text: w.text(/*i18n*/ 'Hello {name},', { name: firstName }),
    html: `<p>${w.html(/*i18n*/ 'Hello {name},', { name: firstName })}</p>`,
  };
}

/** The sign-up mail: the code for the OTP page and a link that verifies in one click. */
export function verificationMail(
  to: string,
  firstName: string,
  code: string,
  link: string,
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, firstName);
  const ignore = w.text(/*i18n*/ 'If you did not sign up, ignore this mail.');
  return {
    to,
    subject: w.text(/*i18n*/ '{shop}: your verification code', { shop: SHOP }),
    text: [
      greeting.text,
      '',
      w.text(/*i18n*/ 'Your {shop} verification code is {code}. It is valid for 10 minutes.', {
        shop: SHOP,
        code,
      }),
      '',
      w.text(/*i18n*/ 'Or open this link to verify your email: {link}', { link }),
      '',
      ignore,
    ].join('\n'),
    html: layout(
      language,
      w.text(/*i18n*/ 'Verify your email'),
      `${greeting.html}<p>${w.html(/*i18n*/ 'Your verification code, valid for 10 minutes:')}</p>${codeBlock(code)}
<p><a href="${escapeHtml(link)}" style="color:#c2410c">${w.html(/*i18n*/ 'Verify your email with this link')}</a></p>
<p style="color:#6b625c">${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** The forgot-password mail: the code that lets the reader choose a new password. */
export function passwordResetMail(
  to: string,
  firstName: string,
  code: string,
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, firstName);
  const ignore = w.text(
    /*i18n*/ 'If you did not ask to reset your password, ignore this mail; your password stays as it is.',
  );
  return {
    to,
    subject: w.text(/*i18n*/ '{shop}: your password reset code', { shop: SHOP }),
    text: [
      greeting.text,
      '',
      w.text(/*i18n*/ 'Your {shop} password reset code is {code}. It is valid for 10 minutes.', {
        shop: SHOP,
        code,
      }),
      '',
      ignore,
    ].join('\n'),
    html: layout(
      language,
      w.text(/*i18n*/ 'Reset your password'),
      `${greeting.html}<p>${w.html(/*i18n*/ 'Your password reset code, valid for 10 minutes:')}</p>${codeBlock(code)}
<p style="color:#6b625c">${escapeHtml(ignore)}</p>`,
    ),
  };
}

export interface ConfirmationLine {
  name: string;
  size: string;
  quantity: number;
  lineTotal: string;
}

/** The order confirmation: what was ordered, the total to pay in cash, and where it goes. */
export function orderConfirmationMail(
  to: string,
  input: {
    firstName: string;
    /** `HT-26-000123`, what the customer reads out on the phone. */
    orderNumber: string;
    lines: readonly ConfirmationLine[];
    total: string;
    address: string;
  },
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, input.firstName);
  const describe = (line: ConfirmationLine) =>
    `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}: ${line.lineTotal}`;
  const thanks = (number: string) =>
    w.text(/*i18n*/ 'Thank you for your order {number}. Our team will contact you shortly.', {
      number,
    });
  const total = w.text(/*i18n*/ 'Total to pay in cash on delivery: {total}', {
    total: input.total,
  });
  const address = w.text(/*i18n*/ 'Delivery to: {address}', { address: input.address });
  return {
    to,
    subject: w.text(/*i18n*/ '{shop}: order {number} placed', {
      shop: SHOP,
      number: input.orderNumber,
    }),
    text: [
      greeting.text,
      '',
      thanks(input.orderNumber),
      '',
      ...input.lines.map(describe),
      '',
      total,
      address,
    ].join('\n'),
    html: layout(
      language,
      w.text(/*i18n*/ 'Your order has been placed'),
      `${greeting.html}
<p>${thanks(`<strong>${escapeHtml(input.orderNumber)}</strong>`)}</p>
<ul>${input.lines.map((line) => `<li>${escapeHtml(describe(line))}</li>`).join('')}</ul>
<p><strong>${escapeHtml(total)}</strong></p>
<p>${escapeHtml(address)}</p>`,
    ),
  };
}

/**
 * My account: the code that confirms a new email or phone number, or the deletion of the
 * account (docs/product.md, "My account"). `purpose` says what the code will do.
 */
export function accountCodeMail(
  to: string,
  firstName: string,
  code: string,
  purpose: { kind: 'email' | 'phone'; value: string } | { kind: 'delete' },
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, firstName);
  const values = { shop: SHOP, code, value: purpose.kind === 'delete' ? '' : purpose.value };
  const [line, intro] =
    purpose.kind === 'delete'
      ? [
          w.text(
            /*i18n*/ 'Your code to delete your {shop} account is {code}. It is valid for 10 minutes.',
            values,
          ),
          w.text(/*i18n*/ 'Your code to delete your {shop} account, valid for 10 minutes:', values),
        ]
      : purpose.kind === 'email'
        ? [
            w.text(
              /*i18n*/ 'Your code to make {value} the email of your {shop} account is {code}. It is valid for 10 minutes.',
              values,
            ),
            w.text(
              /*i18n*/ 'Your code to make {value} the email of your {shop} account, valid for 10 minutes:',
              values,
            ),
          ]
        : [
            w.text(
              /*i18n*/ 'Your code to make {value} the phone number of your {shop} account is {code}. It is valid for 10 minutes.',
              values,
            ),
            w.text(
              /*i18n*/ 'Your code to make {value} the phone number of your {shop} account, valid for 10 minutes:',
              values,
            ),
          ];
  const title =
    purpose.kind === 'delete'
      ? w.text(/*i18n*/ 'Delete your account')
      : w.text(/*i18n*/ 'Confirm your new contact');
  const ignore = w.text(/*i18n*/ 'If you did not ask for this, ignore this mail; nothing changes.');
  return {
    to,
    subject:
      purpose.kind === 'delete'
        ? w.text(/*i18n*/ '{shop}: your code to delete your account', { shop: SHOP })
        : w.text(/*i18n*/ '{shop}: your confirmation code', { shop: SHOP }),
    text: [greeting.text, '', line, '', ignore].join('\n'),
    html: layout(
      language,
      title,
      `${greeting.html}<p>${escapeHtml(intro)}</p>${codeBlock(code)}
<p style="color:#6b625c">${escapeHtml(ignore)}</p>`,
    ),
  };
}

/** Told to the old address when an account's email changes, so a takeover does not go unseen. */
export function emailChangedMail(
  to: string,
  firstName: string,
  newEmail: string,
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, firstName);
  const line = w.text(
    /*i18n*/ 'The email of your {shop} account is now {email}; this address no longer signs in.',
    { shop: SHOP, email: newEmail },
  );
  const help = w.text(
    /*i18n*/ 'If you did not do this, reply to this mail at once so that we can help.',
  );
  return {
    to,
    subject: w.text(/*i18n*/ '{shop}: the email of your account was changed', { shop: SHOP }),
    text: [greeting.text, '', line, '', help].join('\n'),
    html: layout(
      language,
      w.text(/*i18n*/ 'Your email was changed'),
      `${greeting.html}<p>${escapeHtml(line)}</p><p style="color:#6b625c">${escapeHtml(help)}</p>`,
    ),
  };
}

/** An agent added this customer: who did, how to sign in, and that the password comes from them. */
export function welcomeMail(
  to: string,
  firstName: string,
  agentName: string,
  shopUrl: string,
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, firstName);
  const signIn = `${shopUrl}/sign-in`;
  const values = { shop: SHOP, agent: agentName, link: signIn };
  const opened = w.text(
    /*i18n*/ '{agent}, your {shop} agent, has opened an account for you.',
    values,
  );
  const change = w.text(
    /*i18n*/ 'You can change it at any time with "Forgot password" on the sign-in page.',
  );
  return {
    to,
    subject: w.text(/*i18n*/ '{shop}: {agent} has opened an account for you', values),
    text: [
      greeting.text,
      '',
      opened,
      w.text(
        /*i18n*/ 'Sign in with this email address at {link}; {agent} will tell you your password.',
        values,
      ),
      change,
    ].join('\n'),
    html: layout(
      language,
      w.text(/*i18n*/ 'Welcome to {shop}', values),
      `${greeting.html}
<p>${escapeHtml(opened)}</p>
<p>${w.html(/*i18n*/ 'Sign in with this email address; {agent} will tell you your password.', values)} <a href="${escapeHtml(signIn)}" style="color:#c2410c">${escapeHtml(signIn)}</a></p>
<p style="color:#6b625c">${escapeHtml(change)}</p>`,
    ),
  };
}

/**
 * What the customer hears when their order moves on (issue 15): one short mail per move, naming
 * the order by its number as every screen does, never by its id.
 */
export function orderStatusMail(
  to: string,
  input: {
    firstName: string;
    /** `HT-26-000123`. */
    orderNumber: string;
    status: 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
    total: string;
    courier?: string | null;
    trackingNumber?: string | null;
    cashCollected?: string | null;
  },
  language: Language = 'en',
): Mail {
  const w = writer(language);
  const greeting = hello(language, input.firstName);
  const values = {
    number: input.orderNumber,
    total: input.total,
    courier: input.courier ?? '',
    tracking: input.trackingNumber ?? '',
    cash: input.cashCollected ?? '',
  };
  const keepReady = w.text(/*i18n*/ 'Keep {total} ready to pay in cash on delivery.', values);
  const lines: Record<
    typeof input.status,
    () => { title: string; subject: string; body: string[] }
  > = {
    confirmed: () => ({
      title: w.text(/*i18n*/ 'Your order is confirmed'),
      subject: w.text(/*i18n*/ 'Haat: your order is confirmed ({number})', values),
      body: [
        w.text(/*i18n*/ 'We have confirmed your order {number}. We will ship it soon.', values),
        keepReady,
      ],
    }),
    shipped: () => ({
      title: w.text(/*i18n*/ 'Your order is on its way'),
      subject: w.text(/*i18n*/ 'Haat: your order is on its way ({number})', values),
      body: [
        input.courier
          ? w.text(/*i18n*/ 'Your order {number} has been shipped with {courier}.', values)
          : w.text(/*i18n*/ 'Your order {number} has been shipped.', values),
        input.trackingNumber
          ? w.text(/*i18n*/ 'Tracking number: {tracking}', values)
          : w.text(/*i18n*/ 'The courier will call before delivery.'),
        keepReady,
      ],
    }),
    delivered: () => ({
      title: w.text(/*i18n*/ 'Your order has been delivered'),
      subject: w.text(/*i18n*/ 'Haat: your order has been delivered ({number})', values),
      body: [
        input.cashCollected
          ? w.text(
              /*i18n*/ 'Your order {number} has been delivered and {cash} was paid in cash.',
              values,
            )
          : w.text(/*i18n*/ 'Your order {number} has been delivered.', values),
        w.text(/*i18n*/ 'Thank you for shopping with us.'),
      ],
    }),
    cancelled: () => ({
      title: w.text(/*i18n*/ 'Your order has been cancelled'),
      subject: w.text(/*i18n*/ 'Haat: your order has been cancelled ({number})', values),
      body: [
        w.text(/*i18n*/ 'Your order {number} has been cancelled. You pay nothing.', values),
        w.text(/*i18n*/ 'If you did not ask for this, reply to this mail.'),
      ],
    }),
  };
  const { title, subject, body } = lines[input.status]();
  return {
    to,
    subject,
    text: [greeting.text, '', ...body].join('\n'),
    html: layout(
      language,
      title,
      `${greeting.html}${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
    ),
  };
}
