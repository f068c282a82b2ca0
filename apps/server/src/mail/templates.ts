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

function layout(title: string, body: string): string {
  return `<!doctype html><html><body style="margin:0;background:#faf6f1;font-family:Arial,Helvetica,sans-serif;color:#1f1a17">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:480px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;color:#c2410c;margin:0 0 16px">${SHOP}</p>
<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}
<p style="font-size:12px;color:#6b625c;margin-top:24px">${SHOP}: your one-stop shop for quality products.</p></td></tr>
</table></td></tr></table></body></html>`;
}

function codeBlock(code: string): string {
  return `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:16px 0">${code}</p>`;
}

/** The sign-up mail: the code for the OTP page and a link that verifies in one click. */
export function verificationMail(to: string, firstName: string, code: string, link: string): Mail {
  const title = 'Verify your email';
  return {
    to,
    subject: `${SHOP}: your verification code`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your ${SHOP} verification code is ${code}. It is valid for 10 minutes.`,
      '',
      `Or open this link to verify your email: ${link}`,
      '',
      'If you did not sign up, ignore this mail.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your verification code, valid for 10 minutes:</p>${codeBlock(code)}
<p>Or <a href="${escapeHtml(link)}" style="color:#c2410c">verify your email with this link</a>.</p>
<p style="color:#6b625c">If you did not sign up, ignore this mail.</p>`,
    ),
  };
}

/** The forgot-password mail: the code that lets the reader choose a new password. */
export function passwordResetMail(to: string, firstName: string, code: string): Mail {
  const title = 'Reset your password';
  return {
    to,
    subject: `${SHOP}: your password reset code`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your ${SHOP} password reset code is ${code}. It is valid for 10 minutes.`,
      '',
      'If you did not ask to reset your password, ignore this mail; your password stays as it is.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your password reset code, valid for 10 minutes:</p>${codeBlock(code)}
<p style="color:#6b625c">If you did not ask to reset your password, ignore this mail; your password stays as it is.</p>`,
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
): Mail {
  const title = 'Your order has been placed';
  const describe = (line: ConfirmationLine) =>
    `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ''}: ${line.lineTotal}`;
  return {
    to,
    subject: `${SHOP}: order ${input.orderNumber} placed`,
    text: [
      `Hello ${input.firstName},`,
      '',
      `Thank you for your order ${input.orderNumber}. Our team will contact you shortly.`,
      '',
      ...input.lines.map(describe),
      '',
      `Total to pay in cash on delivery: ${input.total}`,
      `Delivery to: ${input.address}`,
    ].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(input.firstName)},</p>
<p>Thank you for your order <strong>${escapeHtml(input.orderNumber)}</strong>. Our team will contact you shortly.</p>
<ul>${input.lines.map((line) => `<li>${escapeHtml(describe(line))}</li>`).join('')}</ul>
<p><strong>Total to pay in cash on delivery: ${escapeHtml(input.total)}</strong></p>
<p>Delivery to: ${escapeHtml(input.address)}</p>`,
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
): Mail {
  const what =
    purpose.kind === 'delete'
      ? `delete your ${SHOP} account`
      : purpose.kind === 'email'
        ? `make ${purpose.value} the email of your ${SHOP} account`
        : `make ${purpose.value} the phone number of your ${SHOP} account`;
  const title = purpose.kind === 'delete' ? 'Delete your account' : 'Confirm your new contact';
  const ignore = 'If you did not ask for this, ignore this mail; nothing changes.';
  return {
    to,
    subject:
      purpose.kind === 'delete'
        ? `${SHOP}: your code to delete your account`
        : `${SHOP}: your confirmation code`,
    text: [
      `Hello ${firstName},`,
      '',
      `Your code to ${what} is ${code}. It is valid for 10 minutes.`,
      '',
      ignore,
    ].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your code to ${escapeHtml(what)}, valid for 10 minutes:</p>${codeBlock(code)}
<p style="color:#6b625c">${ignore}</p>`,
    ),
  };
}

/** Told to the old address when an account's email changes, so a takeover does not go unseen. */
export function emailChangedMail(to: string, firstName: string, newEmail: string): Mail {
  const title = 'Your email was changed';
  const line = `The email of your ${SHOP} account is now ${newEmail}; this address no longer signs in.`;
  const help = `If you did not do this, reply to this mail at once so that we can help.`;
  return {
    to,
    subject: `${SHOP}: the email of your account was changed`,
    text: [`Hello ${firstName},`, '', line, '', help].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(line)}</p><p style="color:#6b625c">${help}</p>`,
    ),
  };
}

/** An agent added this customer: who did, how to sign in, and that the password comes from them. */
export function welcomeMail(
  to: string,
  firstName: string,
  agentName: string,
  shopUrl: string,
): Mail {
  const title = `Welcome to ${SHOP}`;
  const signIn = `${shopUrl}/sign-in`;
  return {
    to,
    subject: `${SHOP}: ${agentName} has opened an account for you`,
    text: [
      `Hello ${firstName},`,
      '',
      `${agentName}, your ${SHOP} agent, has opened an account for you.`,
      `Sign in with this email address at ${signIn}; ${agentName} will tell you your password.`,
      'You can change it at any time with "Forgot password" on the sign-in page.',
    ].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(agentName)}, your ${SHOP} agent, has opened an account for you.</p>
<p><a href="${escapeHtml(signIn)}" style="color:#c2410c">Sign in</a> with this email address; ${escapeHtml(agentName)} will tell you your password.</p>
<p style="color:#6b625c">You can change it at any time with "Forgot password" on the sign-in page.</p>`,
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
): Mail {
  const lines: Record<typeof input.status, { title: string; body: string[] }> = {
    confirmed: {
      title: 'Your order is confirmed',
      body: [
        `We have confirmed your order ${input.orderNumber}. We will ship it soon.`,
        `Keep ${input.total} ready to pay in cash on delivery.`,
      ],
    },
    shipped: {
      title: 'Your order is on its way',
      body: [
        `Your order ${input.orderNumber} has been shipped` +
          (input.courier ? ` with ${input.courier}` : '') +
          '.',
        input.trackingNumber
          ? `Tracking number: ${input.trackingNumber}`
          : 'The courier will call before delivery.',
        `Keep ${input.total} ready to pay in cash on delivery.`,
      ],
    },
    delivered: {
      title: 'Your order has been delivered',
      body: [
        `Your order ${input.orderNumber} has been delivered` +
          (input.cashCollected ? ` and ${input.cashCollected} was paid in cash` : '') +
          '.',
        'Thank you for shopping with us.',
      ],
    },
    cancelled: {
      title: 'Your order has been cancelled',
      body: [
        `Your order ${input.orderNumber} has been cancelled. You pay nothing.`,
        'If you did not ask for this, reply to this mail.',
      ],
    },
  };
  const { title, body } = lines[input.status];
  return {
    to,
    subject: `${SHOP}: ${title.toLowerCase()} (${input.orderNumber})`,
    text: [`Hello ${input.firstName},`, '', ...body].join('\n'),
    html: layout(
      title,
      `<p>Hello ${escapeHtml(input.firstName)},</p>${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
    ),
  };
}
