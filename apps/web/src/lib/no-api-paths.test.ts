import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CALL_PATHS, ROUTES, matchesRoute } from '@haat/contracts';

/**
 * The web calls the API by name only (docs/architecture.md, "Call declarations"): no file of
 * apps/web/src but the tests and the one fetch helper spells an API path, and only the fetch
 * helper sends a request (the image upload, which needs XMLHttpRequest for its progress, takes
 * its path from CALL_PATHS).
 */

/** The one fetch helper, and the one upload that cannot go through it. */
const FETCH_HELPER = 'lib/fetch-json.ts';
const XHR_UPLOAD = 'features/admin/api/upload-images.ts';
/**
 * The service worker (docs/decisions/286-service-worker-inject-manifest.md): it calls nothing
 * itself, it passes the browser's own requests on, and tells pages from the API's paths.
 */
const SERVICE_WORKER = 'sw.ts';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A file the app runs: not a test, a test helper or the tests' own folder. */
const isAppFile = (file: string) =>
  !/\.test\.tsx?$/.test(file) &&
  !/(^|\/)test-utils\.tsx?$/.test(file) &&
  !file.startsWith('testing/');

/** Every file of apps/web/src the app runs, by its path under src/, with its text. */
function appSources(): [file: string, text: string][] {
  return Object.entries(sources)
    .map(([path, text]): [string, string] => [path.replace(/^\/src\//, ''), text])
    .filter(([file]) => isAppFile(file));
}

/** A string as the code spells it: a literal's text, or a template's text up to its first `${`. */
interface Spelled {
  text: string;
  /** A template whose text goes on after a `${…}`. */
  continues: boolean;
  line: number;
}

/** Every string literal and template of `text`, comments left out. */
function spelledStrings(file: string, text: string): Spelled[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Spelled[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ text: node.text, continues: false, line: lineOf(node) });
    } else if (ts.isTemplateExpression(node)) {
      found.push({ text: node.head.text, continues: true, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** What of a declared path is fixed: all of it, or up to its first parameter. */
function fixedPartOf(path: string): { fixed: string; hasParams: boolean } {
  const colon = path.indexOf(':');
  return colon < 0
    ? { fixed: path, hasParams: false }
    : { fixed: path.slice(0, colon), hasParams: true };
}

/** Whether `text` starts as the declared path `path` does (it may go on with `?`, `/` or `#`). */
function spellsPath(text: string, path: string): boolean {
  const { fixed, hasParams } = fixedPartOf(path);
  if (hasParams) return text.startsWith(fixed);
  return text.startsWith(fixed) && /^([/?#]|$)/.test(text.slice(fixed.length));
}

/** Whether `spelled` is one of the app's pages (several pages share a path with a call). */
function isPage({ text, continues }: Spelled): boolean {
  const pathname = (continues ? `${text}x` : text).split(/[?#]/)[0] ?? '';
  return Object.values(ROUTES).some((pattern) => matchesRoute(pattern, pathname));
}

/** The declared calls, the most particular paths first: whole paths, then the longest fixed parts. */
const DECLARED = Object.entries(CALL_PATHS)
  .map(([name, { path }]) => ({ name, path, ...fixedPartOf(path) }))
  .sort((a, b) => Number(a.hasParams) - Number(b.hasParams) || b.fixed.length - a.fixed.length);

/** The declared call whose path `spelled` spells, with or without `/api`, if any. */
function callSpelledBy(spelled: Spelled): string | undefined {
  if (spelled.text === '/api' || spelled.text.startsWith('/api/')) {
    const call = DECLARED.find(({ path }) => spellsPath(spelled.text, path));
    return call?.name ?? 'a path under /api';
  }
  if (isPage(spelled)) return undefined;
  return DECLARED.find(({ path }) => spellsPath(spelled.text, path.slice('/api'.length)))?.name;
}

/** `file:line 'text' (call)` for every API path spelled in the app's files. */
function spelledApiPaths(files: [file: string, text: string][]): string[] {
  return files.flatMap(([file, text]) =>
    file === FETCH_HELPER || file === SERVICE_WORKER
      ? []
      : spelledStrings(file, text).flatMap((spelled) => {
          const call = callSpelledBy(spelled);
          return call ? [`${file}:${spelled.line} '${spelled.text}' (${call})`] : [];
        }),
  );
}

/** What sends a request, and the only files that may: `fetch`, XMLHttpRequest and the like. */
const SENDERS: Record<string, readonly string[]> = {
  fetch: [FETCH_HELPER, SERVICE_WORKER],
  XMLHttpRequest: [XHR_UPLOAD],
  sendBeacon: [],
  EventSource: [],
  WebSocket: [],
};

/** The name of what `node` calls or constructs (`fetch`, `window.fetch`, `new WebSocket`). */
function senderOf(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) && !ts.isNewExpression(node)) return undefined;
  const callee = node.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : undefined;
  return name !== undefined && Object.hasOwn(SENDERS, name) ? name : undefined;
}

/** `file:line what` for every request sent other than through the fetch helper. */
function requestsSentAside(files: [file: string, text: string][]): string[] {
  return files.flatMap(([file, text]) => {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      const sender = senderOf(node);
      if (sender && !SENDERS[sender]?.includes(file)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line} ${sender}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

describe('API calls only by their declared names', () => {
  const files = appSources();

  it('reads the app files, the fetch helper among them', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map(([file]) => file)).toContain(FETCH_HELPER);
  });

  it('finds no API path spelled in any app file but the fetch helper', () => {
    expect(spelledApiPaths(files)).toEqual([]);
  });

  it('sends requests only from the fetch helper (and the upload, for its progress)', () => {
    expect(requestsSentAside(files)).toEqual([]);
  });

  it('would see a path spelled in any of the ways a call used to be written', () => {
    const sample = [
      "fetchJson('/check-permission');",
      "apiQuery('/todos');",
      'apiQuery(`/products/${id}`, { agentId });',
      "request.open('POST', '/api/upload');",
      "const url = '/api/whatever';",
      "sendJson({ url: '/cart/update-quantity', method: 'PUT' });",
      // Pages that share a path with a call are pages, not calls.
      "navigate('/sign-in'); navigate(`/reset-password/${token}`); const to = '/cart';",
      // Comments are not code.
      '// GET /todos answers the categories.',
    ].join('\n');
    expect(spelledApiPaths([['features/x/api/x-api.ts', sample]])).toEqual([
      "features/x/api/x-api.ts:1 '/check-permission' (auth.checkPermission)",
      "features/x/api/x-api.ts:2 '/todos' (catalog.categories.list)",
      "features/x/api/x-api.ts:3 '/products/' (catalog.products.get)",
      "features/x/api/x-api.ts:4 '/api/upload' (media.images.upload)",
      "features/x/api/x-api.ts:5 '/api/whatever' (a path under /api)",
      "features/x/api/x-api.ts:6 '/cart/update-quantity' (cart.items.setQuantity)",
    ]);
    const senders = 'await fetch(url);\nnew XMLHttpRequest();\n// fetch(url) in a comment';
    expect(requestsSentAside([['lib/x.ts', senders]])).toEqual([
      'lib/x.ts:1 fetch',
      'lib/x.ts:2 XMLHttpRequest',
    ]);
  });
});
