import { mutationOptions } from '@tanstack/react-query';
import { sessionUserSchema, type SignInBody, type SignInWithCodeBody } from '@haat/contracts';
import { callApi } from '../../../lib/fetch-json';
import { startSession } from '../../../lib/session';

/** The sign-in calls' key: what is running, and how the last one ended, is read by it. */
export const signInKey = ['auth.signIn'] as const;

/**
 * auth.signIn (docs/product.md, "Sign-in"); on success the user is the session. The password stays in the call
 * and is never kept. A 401 here is a wrong password and says nothing about a session someone
 * may already have on this device (`sessionless`).
 */
export const signInMutation = () =>
  mutationOptions({
    mutationKey: signInKey,
    meta: { sessionless: true },
    mutationFn: async (body: SignInBody | SignInWithCodeBody) => {
      const answer = await callApi('auth.signIn', { body });
      // Keep exactly the fields the client shows and keeps on the device.
      return sessionUserSchema.parse(answer);
    },
    onSuccess: (user, _body, _onMutateResult, { client }) => startSession(client, user),
  });
