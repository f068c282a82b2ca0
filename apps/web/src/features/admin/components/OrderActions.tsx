import { useMutation } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import {
  COURIERS,
  TOAST,
  updateOrderStatusBodySchema,
  type Order,
  type UpdateOrderStatusBody,
} from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations } from '../api/admin-api';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/forms/TextField';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { showToast } from '../../../lib/show-toast';

/** The order's moves side by side, all one size. */
const moveClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-5 py-2.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';
const forwardClass = `${moveClass} bg-brand-700 text-white hover:bg-brand-800`;
const backClass = `${moveClass} text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100`;
const cancelClass = `${moveClass} bg-red-700 text-white hover:bg-red-800`;

type Fields = FieldErrors<'courier' | 'trackingNumber' | 'cashCollected'>;

/** Sends one move; answers the field messages when the server (or the schema) refuses. */
function useMove(orderId: string) {
  const { mutateAsync: change, isPending: isLoading } = useMutation(
    adminMutations.changeOrderStatus(),
  );
  async function send(body: UpdateOrderStatusBody): Promise<Fields | null> {
    const parsed = updateOrderStatusBodySchema.safeParse(body);
    if (!parsed.success) return fieldErrorsOf(parsed.error.issues);
    const result = await outcomeOf(change({ id: orderId, body: parsed.data }));
    if (result.error) {
      const message = failureMessage(result.error, 'The order could not be updated.');
      void showToast((toast) => toast.error(message));
      return (errorBodyOf(result.error)?.fields as Fields | undefined) ?? {};
    }
    const message = result.data.message;
    void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    return null;
  }
  return { send, busy: isLoading };
}

/**
 * Ship: the courier (known ones offered, any typed) and tracking number, which the customer's
 * mail carries. Opened by the order's Ship button, or by its Unshipped badge in the orders
 * table (`trigger`).
 */
export function ShipDialog({
  orderId,
  trigger = 'Ship',
  triggerClassName = forwardClass,
}: {
  orderId: string;
  trigger?: ReactNode;
  triggerClassName?: string;
}) {
  const { send, busy } = useMove(orderId);
  const couriersId = useId();
  return (
    <FormDialog
      trigger={trigger}
      triggerClassName={triggerClassName}
      title="Ship order"
      description="The customer gets a mail with the courier and tracking number."
      submitText="Mark shipped"
      busyText="Shipping..."
      busy={busy}
      onSubmit={(form) =>
        send({
          status: 'shipped',
          courier: String(form.get('courier') ?? ''),
          trackingNumber: String(form.get('trackingNumber') ?? ''),
        })
      }
    >
      {(errors) => (
        <>
          <TextField
            label="Courier"
            name="courier"
            autoComplete="off"
            list={couriersId}
            error={errors.courier}
          />
          <datalist id={couriersId}>
            {COURIERS.map((courier) => (
              <option key={courier.name} value={courier.name} />
            ))}
          </datalist>
          <TextField
            label="Tracking number"
            name="trackingNumber"
            autoComplete="off"
            error={errors.trackingNumber}
          />
        </>
      )}
    </FormDialog>
  );
}

function DeliverDialog({ order }: { order: Order }) {
  const { send, busy } = useMove(order._id);
  return (
    <FormDialog
      trigger="Deliver"
      triggerClassName={forwardClass}
      title="Mark delivered"
      description="Record the cash the courier collected. The agent's commission becomes earned."
      submitText="Mark delivered"
      busyText="Saving..."
      busy={busy}
      onSubmit={(form) => {
        const raw = String(form.get('cashCollected') ?? '').trim();
        return send({
          status: 'delivered',
          ...(raw === '' ? {} : { cashCollected: Number(raw) }),
        });
      }}
    >
      {(errors) => (
        <TextField
          label="Cash collected (₹)"
          name="cashCollected"
          inputMode="decimal"
          defaultValue={String(order.totalAmount)}
          error={errors.cashCollected}
        />
      )}
    </FormDialog>
  );
}

/**
 * The moves the Admin can make from the order's state (issue 15): Confirm and Cancel while
 * placed; Ship (courier and tracking) and Cancel once confirmed; Deliver (cash collected) or
 * Return once shipped.
 */
export function OrderActions({ order }: { order: Order }) {
  const { send, busy } = useMove(order._id);
  const move = (
    status: 'confirmed' | 'returned' | 'cancelled',
    label: string,
    className: string,
  ) => (
    <button
      type="button"
      disabled={busy}
      onClick={() => void send({ status })}
      className={className}
    >
      {label}
    </button>
  );
  let actions;
  switch (order.status) {
    case 'placed':
      actions = (
        <>
          {move('confirmed', 'Confirm', forwardClass)}
          {move('cancelled', 'Cancel order', cancelClass)}
        </>
      );
      break;
    case 'confirmed':
      actions = (
        <>
          <ShipDialog orderId={order._id} />
          {move('cancelled', 'Cancel order', cancelClass)}
        </>
      );
      break;
    case 'shipped':
      actions = (
        <>
          <DeliverDialog order={order} />
          {move('returned', 'Return', backClass)}
        </>
      );
      break;
    default:
      actions = <p className="text-ink-700">This order is closed: no further moves.</p>;
  }
  return <div className="flex flex-wrap items-center gap-2">{actions}</div>;
}
