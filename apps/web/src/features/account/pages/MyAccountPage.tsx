import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { failureMessage } from '../../../lib/api-error';
import { accountQueries } from '../api/account-api';
import { AddressesSection } from '../components/AddressesSection';
import { DevicesSection } from '../components/DevicesSection';
import { MyDataSection } from '../components/MyDataSection';
import { PasswordSection } from '../components/PasswordSection';
import { ProfileSection } from '../components/ProfileSection';
import { useCatalogue } from '../../../i18n/catalogue';
import { accountCatalogue } from '../catalogue';

const pageClass = 'mx-auto w-full max-w-4xl px-4 sm:px-6';

/**
 * /my-account (docs/product.md, "My account"): profile, addresses, password, devices and the
 * person's data, for every role.
 */
export function MyAccountPage() {
  useCatalogue(accountCatalogue);
  const { t, i18n } = useLingui();
  const { data: me, error, refetch } = useQuery(accountQueries.me());

  let content;
  if (me) {
    content = (
      <div className="flex flex-col gap-6">
        <ProfileSection key={`${me.firstName} ${me.lastName}`} me={me} />
        <AddressesSection me={me} />
        <PasswordSection />
        <DevicesSection />
        <MyDataSection me={me} />
      </div>
    );
  } else if (error) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load your account.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <div role="status" className="flex flex-col gap-6">
        <span className="sr-only">
          <Trans>Loading your account…</Trans>
        </span>
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }

  return (
    <div className={`${pageClass} py-6 sm:py-10`}>
      <title>{t`My Account · Haat`}</title>
      <h1 className="mb-5 text-2xl font-bold tracking-tight text-ink-900 sm:mb-6 sm:text-3xl">
        <Trans>My Account</Trans>
      </h1>
      {content}
    </div>
  );
}
