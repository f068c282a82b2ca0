/**
 * The typed errors services throw on purpose; the one error handler (http/errors.ts) turns them
 * into the error JSON. Neutral ground: services and queries import this, never the HTTP layer.
 */
/** An error a service throws on purpose; the handler turns it into the error JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class BadInput extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}
export class Unauthorized extends HttpError {
  constructor(message = 'please login again to continue') {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}
/** Well-formed but not possible for what it names (an address cash on delivery does not reach). */
export class Unprocessable extends HttpError {
  constructor(message: string, fields?: Record<string, string>) {
    super(422, message, fields);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}
