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
  ),
  fc.string({ minLength: 300, maxLength: 3000 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, -1, 0, -0, 0.001, 1e-7, 1e21),
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

const requestOf = (operation: Operation) =>
  fc.record({
    params: fc.tuple(...operation.pathParams.map(() => nastyString)),
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
              url = url.replace(`{${name}}`, encode(input.params[index] ?? ''));
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
});
