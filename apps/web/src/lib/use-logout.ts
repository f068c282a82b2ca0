import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react';
import { TOAST } from '@haat/contracts';
import { sharedMessage } from '../i18n/shared-messages';
import { callApi } from './fetch-json';
import { showToast } from './show-toast';
import { endSession } from './session';

/**
 * docs/product.md, "Session": end the session on the server, go home, then clear it here and say
 * so.
 */
export function useLogout(): () => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useLingui();

  return useCallback(async () => {
    try {
      // auth.logout, GET (docs/product.md, "Session"); its answer is not read.
      await callApi('auth.logout');
    } catch (error) {
      // docs/product.md, "Errors and messages": a failed logout is only logged.
      console.error('Logout failed', error);
      return;
    }
    // Leave first, so a page that needs a session never sees itself signed out and redirects.
    await navigate('/');
    endSession(client);
    void showToast((toast) =>
      toast.warning(sharedMessage(i18n, 'logoutSuccess'), {
        position: 'top-center',
        autoClose: TOAST.actionAutoCloseMs,
      }),
    );
  }, [client, navigate, i18n]);
}
