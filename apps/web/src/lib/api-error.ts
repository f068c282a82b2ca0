import type { ErrorBody } from '@haat/contracts';

/** What a failed call (lib/fetch-json's FetchFailure, or a mutation's `unwrap()`) gives back. */
interface FailedCall {
  status?: unknown;
  data?: unknown;
}

/** Said when no answer came back at all. */
export const UNREACHABLE_MESSAGE = 'Could not reach Haat. Check your connection and try again.';

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

/** The server's sentence for a failed call, else `fallback`, else that Haat was unreachable. */
export function failureMessage(error: unknown, fallback: string): string {
  return (
    errorBodyOf(error)?.message ?? (statusOf(error) === undefined ? UNREACHABLE_MESSAGE : fallback)
  );
}
