import { useMutation } from '@tanstack/react-query';
import { TOAST } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { adminMutations } from '../api/admin-api';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';

const shippedClass = 'bg-green-100 text-green-900 ring-green-700/30';
const unshippedClass = 'bg-amber-100 text-amber-900 ring-amber-700/30';

/** The Shipped/Unshipped badge; in the orders table it is a button that flips it (spec 4). */
export function ShippedBadge({
  orderId,
  isShipped,
  label,
  clickable = true,
}: {
  orderId: string;
  isShipped: boolean;
  /** How the order is named to assistive technology, e.g. 'order 3'. */
  label: string;
  clickable?: boolean;
}) {
  const { mutateAsync: toggle, isPending: isLoading } = useMutation(adminMutations.toggleShipped());
  const text = isShipped ? 'Shipped' : 'Unshipped';
  const look = `inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ${isShipped ? shippedClass : unshippedClass}`;
  if (!clickable) return <span className={look}>{text}</span>;

  async function flip() {
    const result = await outcomeOf(toggle(orderId));
    if (result.error) {
      const message = failureMessage(result.error, 'The order could not be updated.');
      void showToast((toast) => toast.error(message));
      return;
    }
    const message = result.data.message;
    void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
  }

  return (
    <button
      type="button"
      disabled={isLoading}
      onClick={() => void flip()}
      className={`${look} cursor-pointer hover:brightness-95 disabled:cursor-wait disabled:opacity-70`}
    >
      {text}
      <span className="sr-only">
        {`, ${label}: mark as ${isShipped ? 'unshipped' : 'shipped'}`}
      </span>
    </button>
  );
}
