import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminOrder } from '@haat/contracts';
import { Pager } from '../../../components/Pager';
import {
  cardClass,
  dangerButtonClass,
  errorTextClass,
  inputClass,
  primaryButtonClass,
} from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { formatOrderDate } from '../../../lib/format-order-date';
import { formatRupees } from '../../../lib/money';
import { pageFrom } from '../../../lib/page-param';
import { adminMutations, adminQueries } from '../api/admin-api';
import { PageHeading } from '../components/PageHeading';

/** One placed order to call: the phone to tap, the note, Confirm and Cancel. */
function ToConfirmCard({ order }: { order: AdminOrder }) {
  const move = useMutation(adminMutations.changeOrderStatus());
  const [note, setNote] = useState('');
  const phone = order.shippingAddress.mobileNo || order.customer.phone;
  const name = `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`;
  const noteId = `note-${order._id}`;

  const act = (status: 'confirmed' | 'cancelled') =>
    move.mutate({ id: order._id, body: { status, ...(note.trim() ? { note: note.trim() } : {}) } });

  return (
    <li className={`${cardClass} p-4`} aria-label={`Order ${order.orderNumber}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm text-ink-700">{order.orderNumber}</p>
          <p className="font-semibold break-words text-ink-900">{name}</p>
          <p className="text-sm text-ink-700">
            {formatOrderDate(order.createdAt)} · {order.shippingAddress.city},{' '}
            {order.shippingAddress.pincode}
          </p>
          <p className="text-sm break-words text-ink-700">
            {order.items.map((item) => `${item.productName} × ${item.quantity}`).join(', ')}
          </p>
        </div>
        <p className="shrink-0 text-lg font-bold text-ink-900">{formatRupees(order.totalAmount)}</p>
      </div>
      {phone && (
        <a
          href={`tel:+91${phone}`}
          className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-50 px-4 font-semibold text-brand-800 ring-1 ring-brand-200"
        >
          Call {phone}
        </a>
      )}
      <div className="mt-3">
        <label htmlFor={noteId} className="block text-sm font-semibold text-ink-800">
          Note for {order.orderNumber}
        </label>
        <input
          id={noteId}
          value={note}
          maxLength={300}
          onChange={(event) => setNote(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => act('confirmed')}
          className={primaryButtonClass}
        >
          Confirm {order.orderNumber}
        </button>
        <button
          type="button"
          disabled={move.isPending}
          onClick={() => act('cancelled')}
          className={dangerButtonClass}
        >
          Cancel {order.orderNumber}
        </button>
      </div>
      {move.error !== null && (
        <p role="alert" className={`mt-2 ${errorTextClass}`}>
          {failureMessage(move.error, 'The order could not be updated.')}
        </p>
      )}
    </li>
  );
}

/**
 * /admin-to-confirm (docs/product.md, "Admin: orders"): placed orders, the longest waiting first,
 * each with the customer's phone to call, a note, Confirm and Cancel; one column on a phone.
 */
export function ToConfirmPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isError } = useQuery(
    adminQueries.orders({ page, status: 'placed', sort: 'oldest' }),
  );
  let content;
  if (isError && !data) {
    content = (
      <p role="alert" className={errorTextClass}>
        {failureMessage(error, 'We could not load the orders.')}
      </p>
    );
  } else if (!data) {
    content = <p role="status">Loading orders…</p>;
  } else if (data.result.length === 0) {
    content = (
      <p className={`${cardClass} px-6 py-10 text-center font-semibold text-ink-800`}>
        No orders to confirm.
      </p>
    );
  } else {
    content = (
      <ol aria-label="Orders to confirm" className="grid gap-3 lg:grid-cols-2">
        {data.result.map((order) => (
          <ToConfirmCard key={order._id} order={order} />
        ))}
      </ol>
    );
  }
  return (
    <div>
      <PageHeading>To confirm</PageHeading>
      {content}
      {data && (
        <Pager
          page={page}
          hasMore={data.hasMore}
          onPage={(next) => setParams({ page: String(next) })}
          label="To confirm pages"
        />
      )}
    </div>
  );
}
