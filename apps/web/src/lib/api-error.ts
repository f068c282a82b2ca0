import type { ErrorBody } from '@haat/contracts';

/** What a failed call (lib/fetch-json's FetchFailure, or a mutation's `unwrap()`) gives back. */
interface FailedCall {
  status?: unknown;
  data?: unknown;
}

/** Said when no answer came back at all. */
export const UNREACHABLE_MESSAGE = 'Could not reach Haat. Check your connection and try again.';

/** Said when no answer came back because the device is offline. */
export const OFFLINE_MESSAGE =
  'You are offline. This needs a connection: try again once you are back online.';

function isErrorBody(data: unknown): data is ErrorBody {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}

/**
 * The server's error JSON (docs/architecture.md, "Errors") of a failed call, if the server answered
 * with one.
 */
export function errorBodyOf(error: unknown): ErrorBody | undefined {
  const data = (error as FailedCall | undefined)?.data;
  return isErrorBody(data) ? data : undefined;
}

/** The HTTP status of a failed call, or undefined when no answer arrived (offline, say). */
export function statusOf(error: unknown): number | undefined {
  const { status } = (error ?? {}) as FailedCall;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The server's sentence for a failed call, else `fallback`, else that the device is offline or
 * that Haat was unreachable.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const body = errorBodyOf(error);
  if (body) return body.message;
  return statusOf(error) === undefined ? noAnswerMessage() : fallback;
}

/** Why no answer came: the device is offline, or Haat could not be reached. */
export function noAnswerMessage(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false
    ? OFFLINE_MESSAGE
    : UNREACHABLE_MESSAGE;
}
