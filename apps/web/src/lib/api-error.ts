import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorBody } from '@haat/contracts';
import { makeEnglishI18n } from '../i18n/i18n';

/** What a failed call (lib/fetch-json's FetchFailure, or a mutation's `unwrap()`) gives back. */
interface FailedCall {
  status?: unknown;
  data?: unknown;
}

/** Said when no answer came back at all. */
export const UNREACHABLE_MESSAGE = msg`Could not reach Haat. Check your connection and try again.`;

/** Said when no answer came back because the device is offline. */
export const OFFLINE_MESSAGE = msg`You are offline. This needs a connection: try again once you are back online.`;

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
 * The server's sentence for a failed call (already in the reader's language: the server reads
 * the `lang` cookie), else `fallback`, else that the device is offline or that Haat was
 * unreachable, in the language of `i18n` (the render's instance, `useLingui`). Without one, in
 * English: the admin's screens stay English (issue 30).
 */
export function failureMessage(error: unknown, fallback: string, i18n?: I18n): string {
  const body = errorBodyOf(error);
  if (body) return body.message;
  return statusOf(error) === undefined ? noAnswerMessage(i18n) : fallback;
}

/** Why no answer came: the device is offline, or Haat could not be reached. */
export function noAnswerMessage(i18n?: I18n): string {
  const why =
    typeof navigator !== 'undefined' && navigator.onLine === false
      ? OFFLINE_MESSAGE
      : UNREACHABLE_MESSAGE;
  return (i18n ?? english())._(why);
}

let englishI18n: I18n | undefined;

/** English, for a caller without the render's instance (it holds no reader's state). */
function english(): I18n {
  englishI18n ??= makeEnglishI18n();
  return englishI18n;
}
