import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@haat/contracts';
import { HttpError } from '../errors.ts';

export function errorBody(message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, error: message, fields } : { message, error: message };
}

/** Messages for the 4xx errors Fastify itself raises before a handler runs. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_VALIDATION: 'The request is not valid.',
  FST_REQ_FILE_TOO_LARGE: 'A file is larger than allowed.',
  FST_FILES_LIMIT: 'Too many files in one request.',
  FST_PARTS_LIMIT: 'Too many parts in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing =
      typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const name = fromPath || missing || 'body';
    fields[name] ??= issue.message ?? 'is not valid';
  }
  return fields;
}

/**
 * One error handler for the whole API: typed errors keep their status and message, request
 * validation is 400 with a field map, Fastify's own 4xx keep their status with a clear
 * sentence, and anything else is a 500 whose detail is logged with the request id, not sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.message, error.fields));
    }
    // A path parameter names a resource (an id, an image file): one that cannot be valid
    // names nothing, so it is a 404 like any unknown id, not a 400.
    if (error.validationContext === 'params') {
      return reply.status(404).send(errorBody('Not found.'));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'The request is not valid.';
      return reply.status(400).send(errorBody(message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        return reply.status(429).send(errorBody('Too many requests. Please wait and try again.'));
      }
      const message = (error.code && FASTIFY_CODES[error.code]) || error.message;
      return reply.status(status).send(errorBody(message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send(errorBody(`Something went wrong on our side (request ${request.id}).`));
  });
}
