import { useMutation, useQuery } from '@tanstack/react-query';
import { TOAST } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, accountQueries } from '../api/account-api';
import { Section, smallButtonClass } from './Section';

const seenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Devices: where this account is signed in; sign out one or all the others. */
export function DevicesSection() {
  const { data, error, refetch } = useQuery(accountQueries.sessions());
  const endOne = useMutation(accountMutations.endSession());
  const endOthers = useMutation(accountMutations.endOtherSessions());

  async function run(sent: Promise<{ message: string }>) {
    const result = await outcomeOf(sent);
    if (result.data) {
      const { message } = result.data;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    } else if (statusOf(result.error) !== 401) {
      const message = failureMessage(result.error, 'Could not sign that device out.');
      void showToast((toast) => toast.warning(message));
    }
  }

  let content;
  if (data) {
    const others = data.filter((session) => !session.current).length;
    content = (
      <>
        <ul className="divide-y divide-ink-200 rounded-2xl ring-1 ring-ink-200">
          {data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-800">
                      This device
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink-700">
                  Last seen {seenFormat.format(new Date(session.lastSeenAt))}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  disabled={endOne.isPending}
                  aria-label={`Sign out ${session.device}, last seen ${seenFormat.format(new Date(session.lastSeenAt))}`}
                  className={smallButtonClass}
                  onClick={() => void run(endOne.mutateAsync(session.id))}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
        {others > 0 && (
          <button
            type="button"
            disabled={endOthers.isPending}
            className={`mt-4 ${smallButtonClass}`}
            onClick={() => void run(endOthers.mutateAsync())}
          >
            Sign out all other devices
          </button>
        )}
      </>
    );
  } else if (error) {
    content = (
      <LoadError
        message={failureMessage(error, 'We could not load your devices.')}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <div role="status">
        <span className="sr-only">Loading your devices…</span>
        <Skeleton className="h-16 rounded-2xl" />
      </div>
    );
  }

  return (
    <Section title="Devices" description="Where you are signed in, the most recent first.">
      {content}
    </Section>
  );
}
