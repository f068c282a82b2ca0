import type { QueryClient } from '@tanstack/react-query';
import { SHELL_MESSAGES } from '@haat/contracts';
import { statusOf } from './api-error';
import { callApi } from './fetch-json';
import { currentUser } from './session';
import { expireSession } from './session-expiry';

/**
 * docs/product.md, "Session": when a saved session is read back at start, ask the server whether it
 * still holds. Anything but 'authenticated' ends it ('please login again to continue', then
 * /sign-in). A check that gets no answer, or a server failure, keeps the session: a customer on
 * a weak phone connection is not signed out for it, and the next call decides.
 */
export async function checkSession(
  client: QueryClient,
  navigate: (to: string) => void,
): Promise<void> {
  if (!currentUser(client)) return;
  try {
    // auth.checkPermission answers 'authenticated' while the session lasts
    // (docs/product.md, "Session"); asked directly, never from a cached answer.
    const answer = await callApi('auth.checkPermission');
    if (answer?.message === SHELL_MESSAGES.authenticated) return;
  } catch (error) {
    const status = statusOf(error);
    if (status === undefined || status >= 500) return;
  }
  expireSession(client, navigate);
}
