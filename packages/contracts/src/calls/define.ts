import type { z } from 'zod';
import { errorBodySchema } from '../errors.ts';
import { CALL_PATHS } from './paths.ts';
import type { CallName, CallPaths } from './paths.ts';

/** What a call's declaration adds to its line in CALL_PATHS: its schemas and its words. */
export interface CallSchemas {
  /** The groups of the OpenAPI page (/api/docs). */
  tags?: string[];
  summary?: string;
  description?: string;
  /** Left out of the OpenAPI page (the test clock). */
  hide?: boolean;
  /** Request media types other than JSON: `multipart/form-data` for uploads. */
  consumes?: string[];
  /** Path parameters, one per `:name` of the path; one the schema refuses is a 404. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The answer's schema by status, error statuses included (`errorResponses`). */
  response: Record<number, z.ZodType>;
}

/** A call as the server registers it and the web types it: name, path, access and schemas. */
export type CallDeclaration<N extends CallName = CallName, S = CallSchemas> = {
  name: N;
} & CallPaths[N] &
  S;

/**
 * Declares the schemas of some calls of CALL_PATHS, by name; each comes back merged with its
 * method, path and access. A name that is not in CALL_PATHS does not compile.
 */
export function defineCalls<const P extends { [N in CallName]?: CallSchemas }>(
  parts: P & Record<Exclude<keyof P, CallName>, never>,
): { [N in keyof P & CallName]: CallDeclaration<N, P[N]> } {
  const entries = Object.entries(parts).map(([name, schemas]) => [
    name,
    { name, ...CALL_PATHS[name as CallName], ...(schemas as CallSchemas) },
  ]);
  return Object.fromEntries(entries) as never;
}

/**
 * The error answers a call documents, by status: `response: { 200: …, ...errorResponses(400,
 * 404) }`. Every one has the body of every failed call.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
