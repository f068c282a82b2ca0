import { describe, expect, it } from 'vitest';
import { CALL_PATHS, calls } from './index.ts';
import type { CallDeclaration } from './index.ts';

const declarations: CallDeclaration[] = Object.values(calls);

describe('the call declarations', () => {
  it('declare every call of CALL_PATHS, under its name, with its method, path and access', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(CALL_PATHS).sort());
    for (const [name, path] of Object.entries(CALL_PATHS)) {
      expect(calls[name as keyof typeof calls], name).toMatchObject({ name, ...path });
    }
  });

  it('are named <module>.<thing>.<verb> in camelCase segments', () => {
    for (const { name } of declarations) {
      expect(name).toMatch(/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*){1,2}$/);
    }
  });

  it('give each method and path to one call', () => {
    const routes = declarations.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('have a parameter schema naming exactly the parameters of the path', () => {
    for (const call of declarations) {
      const inPath = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = Object.keys(call.params?.shape ?? {}).sort();
      expect(declared, call.name).toEqual(inPath);
    }
  });

  it('document a successful answer for every call', () => {
    for (const call of declarations) {
      const statuses = Object.keys(call.response).map(Number);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        call.name,
      ).toBe(true);
    }
  });
});
