import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOAST } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-order-date';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, accountQueries } from '../api/account-api';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { Section, smallButtonClass } from './Section';

const SEEN_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Devices: where this account is signed in; sign out one or all the others. */
export function DevicesSection() {
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const { data, error, refetch } = useQuery(accountQueries.sessions());
  const endOne = useMutation(accountMutations.endSession());
  const endOthers = useMutation(accountMutations.endOtherSessions());

  async function run(sent: Promise<{ message: string }>) {
    const result = await outcomeOf(sent);
    if (result.data) {
      const { message } = result.data;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    } else if (statusOf(result.error) !== 401) {
      const message = failureMessage(result.error, t`Could not sign that device out.`, i18n);
      void showToast((toast) => toast.warning(message));
    }
  }

  let content;
  if (data) {
    const others = data.filter((session) => !session.current).length;
    content = (
      <>
        <ul className="divide-y divide-ink-200 rounded-2xl ring-1 ring-ink-200">
          {data.map((session) => {
            const seenAt = formatDateTime(session.lastSeenAt, language, SEEN_AT);
            const device = session.device;
            return (
              <li
                key={session.id}
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">
                    {session.device}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">
                        <Trans>This device</Trans>
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-700">
                    <Trans>Last seen {seenAt}</Trans>
                  </p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    disabled={endOne.isPending}
                    aria-label={t`Sign out ${device}, last seen ${seenAt}`}
                    className={smallButtonClass}
                    onClick={() => void run(endOne.mutateAsync(session.id))}
                  >
                    <Trans>Sign out</Trans>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 && (
          <button
            type="button"
            disabled={endOthers.isPending}
            className={`mt-4 ${smallButtonClass}`}
            onClick={() => void run(endOthers.mutateAsync())}
          >
            <Trans>Sign out all other devices</Trans>
          </button>
        )}
      </>
    );
  } else if (error) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load your devices.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <div role="status">
        <span className="sr-only">
          <Trans>Loading your devices…</Trans>
        </span>
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  }

  return (
    <Section title={t`Devices`} description={t`Where you are signed in, the most recent first.`}>
      {content}
    </Section>
  );
}
