import { SMS_KINDS, type Language } from '@haat/contracts';
import { toGatewayMobile } from './phone.ts';

/**
 * What the shop says by SMS (docs/decisions/232-sms-through-the-outbox.md). India's DLT rules
 * deliver only registered templates: every text is one of these, fixed words with variables,
 * and each kind has its own template id (SMS_TEMPLATE_<KIND> in configuration).
 */
export { SMS_KINDS };
export type SmsKind = (typeof SMS_KINDS)[number];

/** The configuration variable holding a kind's template id: signInCode → SMS_TEMPLATE_SIGN_IN_CODE. */
export function templateVariable(kind: SmsKind): string {
  return `SMS_TEMPLATE_${kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

export interface Sms {
  /** The outbox row's id. */
  id?: string;
  /** The canonical 10 digits (sms/phone.ts). */
  to: string;
  kind: SmsKind;
  /** The language it is written in: Hindi goes by the kind's Hindi template when there is one. */
  language?: Language;
  /** The full text, as the template reads once filled. */
  text: string;
  /** The template's variables, by the names the registered template uses. */
  variables: Record<string, string>;
}

export interface Messenger {
  send(sms: Sms): Promise<void>;
}

export interface SmsGatewayConfig {
  url: string;
  authKey: string;
  senderId: string;
  templates: Record<SmsKind, string>;
  /** The registered Hindi templates (SMS_TEMPLATE_<KIND>_HI), where there are. */
  hindiTemplates?: Partial<Record<SmsKind, string>>;
}

/**
 * How long the shop waits on the gateway. Sending is the outbox worker's (and a sign-up's own
 * few seconds, docs/decisions/137-mail-never-holds-a-request.md); a gateway that does not
 * answer fails the attempt, which is retried with back-off.
 */
export const SMS_TIMEOUT_MS = 8_000;

/**
 * The console (SMS_URL unset) writes each SMS, codes included, as one info line with the
 * number in E.164, as the console mailer does for mails; with SMS_URL set, MSG91's Flow API:
 * `POST {SMS_URL}/api/v5/flow/` with the `authkey` header, answered `{ type: 'success' }` or
 * `{ type: 'error', message }` (often with status 200, so the body decides).
 */
export function createMessenger(
  gateway: SmsGatewayConfig | undefined,
  log: { info(obj: unknown, message: string): void },
  timeoutMs = SMS_TIMEOUT_MS,
): Messenger {
  if (!gateway) {
    return {
      async send(sms) {
        log.info({ sms: { id: sms.id, kind: sms.kind } }, `sms to +91${sms.to}: ${sms.text}`);
      },
    };
  }
  const endpoint = `${gateway.url.replace(/\/$/, '')}/api/v5/flow/`;
  return {
    async send(sms) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authkey: gateway.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          flow_id:
            (sms.language === 'hi' && gateway.hindiTemplates?.[sms.kind]) ||
            gateway.templates[sms.kind],
          sender: gateway.senderId,
          // Hindi, and the rupee sign, need the Unicode route.
          unicode: /^[\x20-\x7e]*$/.test(sms.text) ? 0 : 1,
          recipients: [{ mobiles: toGatewayMobile(sms.to), ...sms.variables }],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let answer: { type?: unknown; message?: unknown } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Not JSON (a proxy's error page): the status and the start of the text say enough.
      }
      if (!response.ok || answer.type !== 'success') {
        const said = typeof answer.message === 'string' ? answer.message : text.slice(0, 200);
        throw new Error(`SMS gateway answered ${response.status}: ${said}`);
      }
    },
  };
}
