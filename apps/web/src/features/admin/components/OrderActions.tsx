import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import {
  TOAST,
  updateOrderStatusBodySchema,
  type Order,
  type UpdateOrderStatusBody,
} from '@haat/contracts';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { useChangeOrderStatusMutation } from '../api/admin-api';
import { ModalFrame } from './ModalFrame';

/** The order's moves side by side, all one size. */
const moveClass =
  'inline-flex items-center justify-center gap-1.5 rounded-full px-5 py-2.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';
const forwardClass = `${moveClass} bg-brand-700 text-white hover:bg-brand-800`;
const backClass = `${moveClass} text-ink-800 ring-1 ring-ink-300 hover:bg-ink-100`;
const cancelClass = `${moveClass} bg-red-700 text-white hover:bg-red-800`;

type Fields = Partial<Record<'courier' | 'trackingNumber' | 'cashCollected', string>>;

/** Sends one move; answers the field messages when the server (or the schema) refuses. */
function useMove(orderId: string) {
  const [change, { isLoading }] = useChangeOrderStatusMutation();
  async function send(body: UpdateOrderStatusBody): Promise<Fields | null> {
    const parsed = updateOrderStatusBodySchema.safeParse(body);
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path[0] as keyof Fields] ??= issue.message;
      }
      return fields;
    }
    const result = await change({ id: orderId, body: parsed.data });
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

function ShipDialog({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const { send, busy } = useMove(orderId);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const refused = await send({
      status: 'shipped',
      courier: String(form.get('courier') ?? ''),
      trackingNumber: String(form.get('trackingNumber') ?? ''),
    });
    if (refused) setErrors(refused);
    else setOpen(false);
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={forwardClass}>Ship</Dialog.Trigger>
      <ModalFrame
        title="Ship order"
        description="The customer gets a mail with the courier and tracking number."
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
          <TextField label="Courier" name="courier" autoComplete="off" error={errors.courier} />
          <TextField
            label="Tracking number"
            name="trackingNumber"
            autoComplete="off"
            error={errors.trackingNumber}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? 'Shipping...' : 'Mark shipped'}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}

function DeliverDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const { send, busy } = useMove(order._id);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('cashCollected') ?? '').trim();
    const refused = await send({
      status: 'delivered',
      ...(raw === '' ? {} : { cashCollected: Number(raw) }),
    });
    if (refused) setErrors(refused);
    else setOpen(false);
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={forwardClass}>Deliver</Dialog.Trigger>
      <ModalFrame
        title="Mark delivered"
        description="Record the cash the courier collected. The agent's commission becomes earned."
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
          <TextField
            label="Cash collected (₹)"
            name="cashCollected"
            inputMode="decimal"
            defaultValue={String(order.totalAmount)}
            error={errors.cashCollected}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
            <button type="submit" disabled={busy} className={primaryButtonClass}>
              {busy ? 'Saving...' : 'Mark delivered'}
            </button>
          </div>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}

/**
 * The moves the Admin can make from the order's state (issue 15): Confirm and Cancel while
 * placed; Ship (courier and tracking) and Cancel once confirmed; Deliver (cash collected) or
 * Return once shipped.
 */
export function OrderActions({ order }: { order: Order }) {
  const { send, busy } = useMove(order._id);
  const simple = (status: 'confirmed' | 'returned' | 'cancelled') => () => void send({ status });
  let actions;
  switch (order.status) {
    case 'placed':
      actions = (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={simple('confirmed')}
            className={forwardClass}
          >
            Confirm
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={simple('cancelled')}
            className={cancelClass}
          >
            Cancel order
          </button>
        </>
      );
      break;
    case 'confirmed':
      actions = (
        <>
          <ShipDialog orderId={order._id} />
          <button
            type="button"
            disabled={busy}
            onClick={simple('cancelled')}
            className={cancelClass}
          >
            Cancel order
          </button>
        </>
      );
      break;
    case 'shipped':
      actions = (
        <>
          <DeliverDialog order={order} />
          <button type="button" disabled={busy} onClick={simple('returned')} className={backClass}>
            Return
          </button>
        </>
      );
      break;
    default:
      actions = <p className="text-ink-700">This order is closed: no further moves.</p>;
  }
  return <div className="flex flex-wrap items-center gap-2">{actions}</div>;
}
