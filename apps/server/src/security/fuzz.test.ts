import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../testing/catalog-factories.ts';
import { makeAddress, signInAs } from '../testing/factories.ts';
import { buildTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Issue 14: malformed input of every kind, generated from each route's own schema in the
 * OpenAPI document, and not one 5xx. About 3,000 requests per database.
 */
const RUNS_PER_ROUTE = 80;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | null;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f', '\u0085'];
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom(...CONTROL, 'a', 'Z', '9', ' ', ',', '%', '/', '\\', 'é', '😀', '\n'),
      minLength: 1,
      maxLength: 30,
    }),
  },
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    '\ud800',
    // Days that are not (issue 20).
    '2026-02-31',
    '1900-01-01',
    '0000-00-00',
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, -1, 0, -0, 0.001, 1e-7, 1e21),
  // Less than a paisa, which once rounded to ₹0 (issue 20).
  fc.constantFrom(1e-9, 1e-300, 5e-324, -5e-324, 0.004),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyLeaf: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
);

function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, schema.properties, ...branches.map(propertiesOf));
}

/** A body built from the schema's own keys, each holding anything but what it should. */
function bodyFrom(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = propertiesOf(schema);
  const keys = Object.keys(properties);
  if (keys.length === 0 || depth > 2) return nastyLeaf;
  const shaped = fc
    .record(
      Object.fromEntries(
        keys.map((key) => [key, fc.oneof(nastyLeaf, bodyFrom(properties[key]!, depth + 1))]),
      ),
      { requiredKeys: [] },
    )
    .map((record) => record as unknown);
  return depth === 0 ? fc.oneof({ weight: 4, arbitrary: shaped }, nastyLeaf) : shaped;
}

/** Prototype keys, spliced into the JSON text (an object literal cannot own `__proto__`). */
const PROTO = [
  '"__proto__":{"role":"Admin","isAdmin":true}',
  '"constructor":{"prototype":{"role":"Admin"}}',
  '"prototype":{"x":1}',
];

/** Percent-encodes anything; a lone surrogate becomes the invalid UTF-8 bytes it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\ud800-\udfff]/g, '%ED%A0%80')
      .split('%ED%A0%80')
      .map(encode)
      .join('%ED%A0%80');
  }
}

/** Escapes that do not decode, sent as they are (issue 20). */
const BAD_ESCAPES = ['%zz', '%', '%E0%A4', '%ED%A0%80', '%FF', '%C0%AF'];

const requestOf = (operation: Operation) =>
  fc.record({
    params: fc.tuple(...operation.pathParams.map(() => nastyString)),
    rawParam: fc.option(fc.constantFrom(...BAD_ESCAPES), { freq: 4 }),
    query: fc.array(
      fc.tuple(
        operation.queryParams.length
          ? fc.oneof(
              { weight: 5, arbitrary: fc.constantFrom(...operation.queryParams) },
              fc.constant('__proto__'),
            )
          : fc.constant('__proto__'),
        fc.oneof({ weight: 3, arbitrary: nastyString }, nastyNumber.map(String)),
      ),
      { maxLength: 4 },
    ),
    body: operation.body ? bodyFrom(operation.body) : fc.constant(undefined),
    damage: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('proto' as const), key: fc.constantFrom(...PROTO) }),
      fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
    ),
    signedIn: fc.boolean(),
  });

/** The shop's error shape (issue 20): `{ message, error, fields? }`, nothing of Fastify's own. */
function isShopError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const keys = Object.keys(body);
  return (
    typeof (body as { message?: unknown }).message === 'string' &&
    keys.every((key) => ['message', 'error', 'fields'].includes(key))
  );
}

describe('fuzzing every route from its OpenAPI schema', () => {
  let t: TestApp;
  let adminCookie: string;
  let customerCookie: string;
  const operations: Operation[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    adminCookie = (await signInAs(t, 'Admin')).cookie;
    const customer = await signInAs(t, 'Customer');
    customerCookie = customer.cookie;
    await makeAddress(t.db, customer.user.id);
    const category = await makeCategory(t);
    await makeProduct(t, { category_id: category.id });
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { in: string; name: string }[];
            requestBody?: { content?: Record<string, { schema: JsonSchema }> };
          }
        >
      >;
    };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, spec] of Object.entries(methods)) {
        const parameters = spec.parameters ?? [];
        operations.push({
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          body: spec.requestBody?.content?.['application/json']?.schema ?? null,
        });
      }
    }
  });
  afterAll(() => t.close());

  it('finds the routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((operation) => operation.body).length).toBeGreaterThan(10);
  });

  it('answers thousands of malformed requests without a single 5xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      // Signing out would end the session the other routes are fuzzed with.
      const logout = operation.path.endsWith('/logout');
      await fc
        .assert(
          fc.asyncProperty(requestOf(operation), async (input) => {
            let url = operation.path;
            operation.pathParams.forEach((name, index) => {
              const param = encode(input.params[index] ?? '');
              url = url.replace(
                `{${name}}`,
                index === 0 && input.rawParam ? input.rawParam : param,
              );
            });
            if (input.query.length) {
              url += `?${input.query.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
            }
            let payload: string | undefined;
            if (operation.method !== 'GET' && input.body !== undefined) {
              payload = JSON.stringify(input.body) ?? 'null';
              if (input.damage.kind === 'proto' && payload.startsWith('{')) {
                payload = `{${input.damage.key}${payload === '{}' ? '' : ','}${payload.slice(1)}`;
              } else if (input.damage.kind === 'truncate' && payload.length > 1) {
                payload = payload.slice(0, input.damage.at % payload.length);
              }
            }
            const cookie = logout ? undefined : input.signedIn ? adminCookie : customerCookie;
            const res = await t.request({
              method: operation.method as 'GET',
              url,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
              },
              ...(payload !== undefined ? { payload } : {}),
            });
            requests += 1;
            if (res.statusCode >= 500) {
              failures.push(
                `${operation.method} ${url} ${payload?.slice(0, 200)} → ${res.statusCode}`,
              );
              return false;
            }
            if (res.statusCode >= 400 && !isShopError(res.json())) {
              failures.push(
                `${operation.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
              return false;
            }
            return true;
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: unknown) => {
          // A failed request is already listed; anything else (the test's own fault) too.
          if (!failures.some((line) => line.startsWith(`${operation.method} ${operation.path}`))) {
            failures.push(`${operation.method} ${operation.path}: ${String(error).slice(0, 300)}`);
          }
        });
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(2500);
  }, 120_000);
  it('answers malformed multipart uploads with a 4xx in the shop shape', async () => {
    const boundary = fc.oneof(
      fc.string({ minLength: 0, maxLength: 80 }),
      fc.integer({ min: 60, max: 3000 }).map((length) => 'b'.repeat(length)),
      fc.constantFrom('"', '""', '"abc', ';', ' '),
    );
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(boundary, nastyString, fc.nat(400), async (mark, text, cut) => {
          const part =
            `--${mark}\r\nContent-Disposition: form-data; name="photos"; filename="a.png"\r\n` +
            `Content-Type: image/png\r\n\r\n${text}\r\n--${mark}--\r\n`;
          const res = await t.request({
            method: 'POST',
            url: '/api/upload',
            headers: {
              cookie: adminCookie,
              'content-type': `multipart/form-data; boundary=${mark}`,
            },
            payload: part.slice(0, cut % (part.length + 1)),
          });
          if (res.statusCode >= 500 || res.statusCode < 400 || !isShopError(res.json())) {
            failures.push(
              `boundary ${mark.slice(0, 40)} (${mark.length}) → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
            return false;
          }
          return true;
        }),
        { numRuns: 150, endOnFailure: true },
      )
      .catch(() => undefined);
    expect(failures).toEqual([]);
  }, 60_000);
});
