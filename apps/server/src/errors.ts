/**
 * The typed errors services throw on purpose; the one error handler (http/errors.ts) turns them
 * into the error JSON. Neutral ground: services and queries import this, never the HTTP layer.
 */
import type { MessageText } from '@haat/contracts';
import { inEnglish } from './i18n/messages.ts';

/**
 * An error a service throws on purpose; the handler turns it into the error JSON, its message
 * and field messages in the reader's language (docs/decisions/281-server-messages-catalogue.md).
 * `message` and `fields` are the English, as logged.
 */
export class HttpError extends Error {
  /** The message and field messages as thrown, for the reader's language. */
  readonly text: MessageText;
  readonly fieldTexts?: Readonly<Record<string, MessageText>>;
  readonly fields?: Record<string, string>;

  constructor(
    readonly status: number,
    message: MessageText,
    fields?: Record<string, MessageText>,
    readonly headers?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(inEnglish(message), options);
    this.text = message;
    if (fields) {
      this.fieldTexts = fields;
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([name, text]) => [name, inEnglish(text)]),
      );
    }
  }
}

export class BadInput extends HttpError {
  constructor(message: MessageText, fields?: Record<string, MessageText>) {
    super(400, message, fields);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: MessageText = /*i18n*/ 'please login again to continue') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: MessageText = /*i18n*/ 'You are not allowed to do this.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: MessageText = /*i18n*/ 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: MessageText, fields?: Record<string, MessageText>) {
    super(409, message, fields);
  }
}
/** Well-formed but not possible for what it names (an address cash on delivery does not reach). */
export class Unprocessable extends HttpError {
  constructor(message: MessageText, fields?: Record<string, MessageText>) {
    super(422, message, fields);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: MessageText) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message: MessageText) {
    super(415, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: MessageText, retryAfterSeconds: number) {
    super(429, message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
