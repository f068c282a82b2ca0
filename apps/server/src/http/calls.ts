import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  onRequestAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@haat/contracts';
import type { CallDeclaration, CallName, Calls } from '@haat/contracts';

type Field<N extends CallName, K extends string> =
  Calls[N] extends Record<K, infer S> ? S : undefined;

/** The route schema of call N, as Fastify and the zod type provider read it. */
type RouteSchema<N extends CallName> = {
  params: Field<N, 'params'>;
  querystring: Field<N, 'query'>;
  body: Field<N, 'body'>;
  headers: Field<N, 'headers'>;
  response: Calls[N]['response'];
};

/** A handler of call N: request and reply typed from its declaration's schemas. */
export type CallHandler<N extends CallName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<N>,
  ZodTypeProvider
>;

export interface CallRoute<N extends CallName> {
  /**
   * What only the server knows of the route: a cached read (`responseCache`), one that never
   * reads the session (`sessionless`), an upload's longer time bound (`upload`). Its access is
   * the declaration's.
   */
  config?: Omit<FastifyContextConfig, 'access'>;
  onRequest?: onRequestHookHandler | onRequestAsyncHookHandler;
  handler: CallHandler<N>;
}

/**
 * Registers call `name` of contracts' declarations with its handler: the declared method, path
 * (`/api` included, so the plugin is registered without a prefix:
 * docs/decisions/103-declared-paths-carry-api.md), access and schemas, which validate the
 * request, write the answer and make the OpenAPI page (docs/architecture.md, "Call
 * declarations").
 */
export function registerCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  route: CallRoute<N>,
): void {
  const call: CallDeclaration = calls[name];
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: name,
    tags: call.tags,
    summary: call.summary,
    description: call.description,
    hide: call.hide,
    consumes: call.consumes,
    params: call.params,
    querystring: call.query,
    headers: call.headers,
    body: call.body,
    response: call.response,
  };
  app.route({
    method: call.method,
    url: call.path,
    config: { ...route.config, access: call.access },
    ...(route.onRequest ? { onRequest: route.onRequest } : {}),
    schema: Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)),
    handler: route.handler as RouteHandlerMethod,
  });
}
