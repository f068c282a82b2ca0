import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** One compiled serializer per response schema, shared by every app this process builds. */
const compiled = new WeakMap<object, Serializer>();

/**
 * The JSON Schema of a response as a serializer reads it: what is written and in which type.
 * A union of plain values (an enum or null, a size or '') becomes a list of types, so the
 * serializer writes it directly instead of testing each branch; checks that only validate
 * (enum, const, bounds, formats) go, since the schema serves writing, not checking.
 */
function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as JsonSchema;
  const branches = node.anyOf;
  if (
    Array.isArray(branches) &&
    branches.every((branch: JsonSchema) => {
      const types = [branch.type].flat();
      return types.length > 0 && types.every((type) => type !== 'object' && type !== 'array');
    })
  ) {
    const types = [...new Set(branches.flatMap((branch: JsonSchema) => [branch.type].flat()))];
    return { type: types.length === 1 ? types[0] : types };
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (['$schema', 'enum', 'const', 'minimum', 'maximum', 'format', 'pattern'].includes(key))
      continue;
    // Undeclared properties are never written anyway; `false` would make a union's branch
    // refuse an object that carries more than the contract names.
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties' && value && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as JsonSchema).map(([name, child]) => [name, forWriting(child)]),
      );
      continue;
    }
    out[key] = forWriting(value);
  }
  // A `const` or `enum` node without a type (a literal) keeps its type for the serializer.
  if (out.type === undefined && !('anyOf' in out) && ('const' in node || 'enum' in node)) {
    const sample = 'const' in node ? node.const : (node.enum as unknown[])[0];
    if (sample === null) out.type = 'null';
    else if (['string', 'number', 'boolean'].includes(typeof sample)) out.type = typeof sample;
  }
  return out;
}

/**
 * Responses are written by fast-json-stringify from the JSON Schema of their zod schema, as
 * Fastify does by default: only the properties the contract names are written (a row's other
 * columns never leak), a missing required one is an error (500), and the answer costs a third
 * of a zod pass plus JSON.stringify (docs/architecture.md, "Performance budgets";
 * docs/performance.md, session 5). A schema that JSON Schema cannot express (a transform, a date)
 * keeps the zod serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema as object;
  let serializer = compiled.get(schema);
  if (!serializer) {
    try {
      const json = z.toJSONSchema(route.schema, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      });
      serializer = fastJson(forWriting(json) as Parameters<typeof fastJson>[0]) as Serializer;
    } catch {
      serializer = zodSerializerCompiler(route as never) as Serializer;
    }
    compiled.set(schema, serializer);
  }
  return serializer;
};
