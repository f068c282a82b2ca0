import type { z } from 'zod';
import type { Calls } from './index.ts';
import { CALL_PATHS } from './paths.ts';
import type { CallName, HttpMethod } from './paths.ts';

/**
 * Building a call's request from its name and typed input, for the web. Only CALL_PATHS is
 * read at run time; the declarations with their zod schemas are imported for their types
 * only, so a page that makes a call does not load zod
 * (docs/decisions/104-web-calls-without-zod.md).
 */

/** A value in a query string or a header; undefined and null leave the name out. */
export type QueryValue = string | number | boolean | null | undefined;

type SchemaOf<N extends CallName, K extends string> =
  Calls[N] extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a query schema takes: a value it coerces (a page number) may be given as any value. */
type QueryInput<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? QueryValue : z.input<S>[K];
};

/** A part of the input: absent when not declared, optional when every field in it is. */
type Part<K extends string, T> = [T] extends [never]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

type BodyOf<N extends CallName> = Calls[N] extends { consumes: string[] }
  ? FormData
  : [SchemaOf<N, 'body'>] extends [never]
    ? never
    : z.input<SchemaOf<N, 'body'>>;

type InputOf<N extends CallName, K extends 'params' | 'query' | 'headers'> = [
  SchemaOf<N, K>,
] extends [never]
  ? never
  : QueryInput<SchemaOf<N, K>>;

/**
 * What a call takes: `params` when its path has parameters, `query`, `body` (FormData for a
 * multipart call) and `headers` as declared, each optional only when all of it is.
 */
export type CallInput<N extends CallName> = Part<'params', InputOf<N, 'params'>> &
  Part<'query', InputOf<N, 'query'>> &
  Part<'body', BodyOf<N>> &
  Part<'headers', InputOf<N, 'headers'>>;

/** The arguments after the name: the input, which may be left out when nothing in it is required. */
export type CallArgs<N extends CallName> =
  object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

type Responses<N extends CallName> = Calls[N]['response'];

/** A call's answer when it succeeds: the body of its 2xx responses (null for a 204). */
export type CallAnswer<N extends CallName> = {
  [S in keyof Responses<N>]: S extends 200 | 201 | 202 | 204
    ? Responses<N>[S] extends z.ZodType
      ? z.output<Responses<N>[S]>
      : never
    : never;
}[keyof Responses<N>];

export interface CallRequest {
  method: HttpMethod;
  /** The path with its parameters filled in, then the query string: `/api/todos/7`. */
  url: string;
  /** The JSON value to send, or the FormData of a multipart call. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** `?a=1&b=2` of the defined values in the given order; '' when there are none. */
export function queryString(values: Record<string, QueryValue>): string {
  const defined = definedValues(values);
  if (defined.length === 0) return '';
  return `?${new URLSearchParams(defined).toString()}`;
}

function definedValues(values: Record<string, QueryValue>): [string, string][] {
  return Object.entries(values).flatMap(([key, value]) =>
    value === undefined || value === null ? [] : [[key, String(value)] as [string, string]],
  );
}

/**
 * The request of call `name`: its method, its path with each `:name` replaced by the
 * URL-encoded parameter and the query appended, and the body and headers as given.
 */
export function callRequest<N extends CallName>(name: N, ...[input]: CallArgs<N>): CallRequest {
  const { method, path } = CALL_PATHS[name];
  const given = (input ?? {}) as {
    params?: Record<string, QueryValue>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    headers?: Record<string, QueryValue>;
  };
  const url = path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = given.params?.[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${name} needs the path parameter '${key}'.`);
    }
    return encodeURIComponent(String(value));
  });
  const request: CallRequest = { method, url: url + queryString(given.query ?? {}) };
  if (given.body !== undefined) request.body = given.body;
  const headers = definedValues(given.headers ?? {});
  if (headers.length > 0) request.headers = Object.fromEntries(headers);
  return request;
}
