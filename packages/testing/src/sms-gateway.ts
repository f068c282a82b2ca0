import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking MSG91's Flow API (`POST /api/v5/flow/` with an `authkey`
 * header), for tests: the real gateway cannot be reached from here. It answers as MSG91
 * does: `{ type: 'success', message: <request id> }`, or `{ type: 'error', message }`
 * (with status 200, as MSG91 answers a bad flow or key), and can be told to fail with a
 * status, or to hang (a gateway that does not answer).
 */
export interface GatewaySms {
  authkey: string | undefined;
  flowId: string;
  sender: string;
  unicode: number | undefined;
  /** `91XXXXXXXXXX`. */
  mobiles: string;
  /** The recipient's template variables. */
  variables: Record<string, string>;
}

export type GatewayMode =
  | { kind: 'ok' }
  | { kind: 'error'; message: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

export interface SmsGateway {
  /** `http://127.0.0.1:<port>`, for SMS_URL. */
  url: string;
  /** Every SMS accepted, oldest first. */
  accepted: GatewaySms[];
  /** How many requests arrived, accepted or not. */
  requests: number;
  mode: GatewayMode;
  /** The newest SMS to `mobiles` (10 digits or 91 and 10 digits), waiting for it if need be. */
  waitFor(phone: string, timeoutMs?: number): Promise<GatewaySms>;
  close(): Promise<void>;
}

export const GATEWAY_AUTH_KEY = 'test-auth-key-0001';

/**
 * `dir`: each accepted SMS is also written there as a JSON file, for processes other than the
 * one running the gateway (the browser journeys' workers; `readSmsFiles`).
 */
export async function startSmsGateway(
  options: { unref?: boolean; dir?: string } = {},
): Promise<SmsGateway> {
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const waiting = new Set<() => void>();
  const hanging = new Set<http.ServerResponse>();
  const state: SmsGateway = {
    url: '',
    accepted: [],
    requests: 0,
    mode: { kind: 'ok' },
    waitFor(phone, timeoutMs = 5000) {
      const mobiles = phone.length === 10 ? `91${phone}` : phone;
      const newest = () => state.accepted.filter((s) => s.mobiles === mobiles).at(-1);
      const found = newest();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No SMS to ${mobiles} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const sms = newest();
          if (!sms) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(sms);
        };
        waiting.add(check);
      });
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      state.requests += 1;
      const mode = state.mode;
      if (request.method !== 'POST' || request.url !== '/api/v5/flow/') {
        return answer(response, 404, { type: 'error', message: 'Not found' });
      }
      if (mode.kind === 'hang') {
        hanging.add(response);
        return;
      }
      if (mode.kind === 'status') return answer(response, mode.status, { message: 'Server error' });
      if (mode.kind === 'error')
        return answer(response, 200, { type: 'error', message: mode.message });
      const authkey = request.headers.authkey as string | undefined;
      if (authkey !== GATEWAY_AUTH_KEY) {
        return answer(response, 401, { type: 'error', message: 'Authentication failure' });
      }
      let body: {
        flow_id?: string;
        sender?: string;
        unicode?: number;
        recipients?: Array<Record<string, string>>;
      };
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        return answer(response, 200, { type: 'error', message: 'Invalid JSON' });
      }
      if (!body.flow_id)
        return answer(response, 200, { type: 'error', message: 'flow_id missing' });
      if (!body.recipients?.length) {
        return answer(response, 200, { type: 'error', message: 'Mobile missing' });
      }
      for (const { mobiles, ...variables } of body.recipients) {
        const sms: GatewaySms = {
          authkey,
          flowId: body.flow_id,
          sender: body.sender ?? '',
          unicode: body.unicode,
          mobiles: mobiles ?? '',
          variables,
        };
        state.accepted.push(sms);
        if (options.dir) {
          const name = `${Date.now()}-${String(state.accepted.length).padStart(6, '0')}.json`;
          fs.writeFileSync(path.join(options.dir, name), JSON.stringify(sms));
        }
      }
      for (const check of [...waiting]) check();
      answer(response, 200, { type: 'success', message: `req${state.requests}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  if (options.unref) server.unref();
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** The SMS a gateway started with `dir` accepted, oldest first, read from their files. */
export function readSmsFiles(dir: string): GatewaySms[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as GatewaySms);
}

/** The environment that points the shop at this gateway: key, sender and a template per kind and language. */
export function gatewayEnv(gateway: { url: string }, kinds: readonly string[]): NodeJS.ProcessEnv {
  return {
    SMS_URL: gateway.url,
    SMS_AUTH_KEY: GATEWAY_AUTH_KEY,
    SMS_SENDER_ID: 'HAATSH',
    ...Object.fromEntries(
      kinds.flatMap((kind) => {
        const name = `SMS_TEMPLATE_${kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
        return [
          [name, `flow${kind}`],
          [`${name}_HI`, `flow${kind}Hi`],
        ];
      }),
    ),
  };
}

/** The 6-digit code an SMS carries. */
export function smsCode(sms: GatewaySms): string {
  const code = sms.variables.code;
  if (!code || !/^\d{6}$/.test(code)) throw new Error(`No code in the SMS ${JSON.stringify(sms)}`);
  return code;
}
