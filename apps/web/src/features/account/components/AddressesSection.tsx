import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TOAST, type Address, type Me } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { AddressDialog } from '../../../components/address/AddressDialog';
import { Skeleton } from '../../../components/Skeleton';
import { secondaryButtonClass } from '../../../components/styles';
import { failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, accountQueries } from '../api/account-api';
import { Section, smallButtonClass } from './Section';

/** Addresses: list, add, edit, delete and make primary (docs/product.md, "My account"). */
export function AddressesSection({ me }: { me: Me }) {
  const { t, i18n } = useLingui();
  const { data, error, refetch } = useQuery(accountQueries.addresses(me._id));
  const name = { firstName: me.firstName, lastName: me.lastName };
  const { mutateAsync: addAddress } = useMutation(accountMutations.addAddress());

  let content;
  if (data) {
    content =
      data.addresses.length === 0 ? (
        <p className="text-ink-700">
          <Trans>No addresses yet. Add one to check out faster.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.addresses.map((address) => (
            <li key={address._id}>
              <AddressItem address={address} me={me} />
            </li>
          ))}
        </ul>
      );
  } else if (error) {
    content = (
      <LoadError
        message={failureMessage(error, t`We could not load your addresses.`, i18n)}
        onRetry={() => void refetch()}
      />
    );
  } else {
    content = (
      <div role="status" className="grid gap-4 md:grid-cols-2">
        <span className="sr-only">
          <Trans>Loading your addresses…</Trans>
        </span>
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  }

  return (
    <Section
      title={t`Addresses`}
      description={t`Where we deliver. The primary address comes first at checkout.`}
      action={
        <AddressDialog
          defaultName={name}
          save={addAddress}
          failureText={t`Could not save the address.`}
          trigger={t`+ Add address`}
          triggerClassName={secondaryButtonClass}
        />
      }
    >
      {content}
    </Section>
  );
}

function AddressItem({ address, me }: { address: Address; me: Me }) {
  const { t, i18n } = useLingui();
  const makePrimary = useMutation(accountMutations.makePrimary());
  const remove = useMutation(accountMutations.deleteAddress());
  const { mutateAsync: updateAddress } = useMutation(accountMutations.updateAddress());
  const label = `${address.houseNo}, ${address.street}`;
  const mobile = [address.mobileNo, address.mobileNo2].filter(Boolean).join(', ');

  async function run(sent: Promise<{ message: string }>, fallback: string) {
    const result = await outcomeOf(sent);
    if (result.data) {
      const { message } = result.data;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    } else if (statusOf(result.error) !== 401) {
      const message = failureMessage(result.error, fallback, i18n);
      void showToast((toast) => toast.warning(message));
    }
  }

  return (
    <article
      aria-label={label}
      className={`flex h-full flex-col rounded-2xl p-4 ring-1 ${
        address.isPrimary ? 'bg-brand-50/60 ring-brand-300' : 'bg-white ring-ink-200'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-ink-900">
          {address.firstName} {address.lastName}
        </p>
        {address.isPrimary && (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
            <Trans>Primary</Trans>
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {address.houseNo}, {address.street}
        <br />
        {address.city}, {address.state} {address.pincode}
        <br />
        <Trans>Mobile {mobile}</Trans>
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <AddressDialog
          address={address}
          defaultName={{ firstName: me.firstName, lastName: me.lastName }}
          save={(form) => updateAddress({ addressId: address._id, address: form })}
          failureText={t`Could not save the address.`}
          trigger={t`Edit`}
          triggerLabel={t`Edit ${label}`}
          triggerClassName={smallButtonClass}
        />
        {!address.isPrimary && (
          <>
            <button
              type="button"
              disabled={makePrimary.isPending}
              aria-label={t`Make ${label} primary`}
              className={smallButtonClass}
              onClick={() =>
                void run(
                  makePrimary.mutateAsync(address._id),
                  t`Could not change the primary address.`,
                )
              }
            >
              <Trans>Make primary</Trans>
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              aria-label={t`Delete ${label}`}
              className={`${smallButtonClass} text-red-700`}
              onClick={() =>
                void run(
                  remove.mutateAsync({ addressId: address._id, userId: me._id }),
                  t`Could not delete the address.`,
                )
              }
            >
              <Trans>Delete</Trans>
            </button>
          </>
        )}
      </div>
    </article>
  );
}
