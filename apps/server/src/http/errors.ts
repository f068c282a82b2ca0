import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, Language, MessageText } from '@haat/contracts';
import { HttpError } from '../errors.ts';
import { say, sentence } from '../i18n/messages.ts';
import { requestLanguage } from './language.ts';

export function errorBody(message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, error: message, fields } : { message, error: message };
}

/** Messages for the 4xx errors Fastify itself raises before a handler runs. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: /*i18n*/ 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: /*i18n*/ 'The request body is empty but declared as JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: /*i18n*/ 'The Content-Length header does not match the body.',
  FST_ERR_CTP_INVALID_TYPE: /*i18n*/ 'The Content-Type header is not valid.',
  FST_ERR_VALIDATION: /*i18n*/ 'The request is not valid.',
  FST_REQ_FILE_TOO_LARGE: /*i18n*/ 'A file is larger than allowed.',
  FST_FILES_LIMIT: /*i18n*/ 'Too many files in one request.',
  FST_PARTS_LIMIT: /*i18n*/ 'Too many parts in one request.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: /*i18n*/ 'The request is not multipart/form-data.',
};

/** The error body in `language`: the message and each field's message translated. */
function localizedBody(
  language: Language,
  message: MessageText,
  fields?: Readonly<Record<string, MessageText>>,
): ErrorBody {
  return errorBody(
    say(language, message),
    fields &&
      Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, say(language, text)])),
  );
}

function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const fromPath = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing =
      typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : '';
    const name = fromPath || missing || 'body';
    fields[name] ??= issue.message ?? /*i18n*/ 'is not valid';
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
    const language = requestLanguage(request);
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send(localizedBody(language, error.text, error.fieldTexts));
    }
    // A path parameter names a resource (an id, an image file): one that cannot be valid
    // names nothing, so it is a 404 like any unknown id, not a 400.
    if (error.validationContext === 'params') {
      return reply.status(404).send(localizedBody(language, 'Not found.'));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const fields = validationFields(error);
      const first = Object.entries(fields)[0];
      const body = localizedBody(language, 'The request is not valid.', fields);
      const firstText = first && body.fields?.[first[0]];
      if (firstText) body.message = body.error = `${first[0]}: ${firstText}`;
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        return reply
          .status(429)
          .send(localizedBody(language, /*i18n*/ 'Too many requests. Please wait and try again.'));
      }
      const message = (error.code && FASTIFY_CODES[error.code]) || error.message;
      return reply.status(status).send(localizedBody(language, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(
      localizedBody(
        language,
        sentence(/*i18n*/ 'Something went wrong on our side (request {id}).', {
          id: request.id,
        }),
      ),
    );
  });
}
