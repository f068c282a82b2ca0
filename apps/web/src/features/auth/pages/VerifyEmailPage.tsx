import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { MESSAGES, translate } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { authMutations } from '../api/auth-api';
import { useCurrentUser } from '../../../lib/session';
import { toastError, toastSuccess } from '../auth-toasts';
import { AuthCard } from '../components/AuthCard';
import { useCatalogue } from '../../../i18n/catalogue';
import { authCatalogue } from '../catalogue';

/** docs/product.md, "Email verification": the link from the sign-up mail: /verify-email/{id}. */
export function VerifyEmailPage() {
  useCatalogue(authCatalogue);
  const user = useCurrentUser();
  const { id = '' } = useParams();
  if (user) return <Navigate to="/" replace />;
  return <VerifyLink key={id} token={id} />;
}

function VerifyLink({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { mutateAsync: verifyEmail } = useMutation(authMutations.verifyEmail());
  // A link works once; a second request (StrictMode runs effects twice) would report it spent.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      const result = await outcomeOf(verifyEmail({ _id: token }));
      if (result.data) {
        toastSuccess(translate(i18n, MESSAGES.emailVerified));
        await navigate('/sign-in', { replace: true });
      } else {
        console.error('Verifying the email link failed', result.error);
        toastError(translate(i18n, MESSAGES.verifyLinkExpired));
        await navigate('/', { replace: true });
      }
    })();
  }, [token, verifyEmail, navigate, i18n]);

  return (
    <AuthCard title={t`Verifying your email`}>
      <title>{t`Verifying your email · Haat`}</title>
      <div role="status" className="flex items-center gap-3 text-ink-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        <Trans>One moment while we confirm your email address…</Trans>
      </div>
    </AuthCard>
  );
}
