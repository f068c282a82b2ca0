import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { ordersMutations } from '../api/orders-api';
import { dangerButtonClass, secondaryButtonClass } from '../../../components/styles';
import { failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';

/**
 * 'Cancel order', asked twice: the first click shows what happens and a second button that
 * does it. The list reloads afterwards, so the order shows as cancelled with its timeline.
 */
export function CancelOrder({
  orderId,
  onCancelled,
}: {
  orderId: string;
  onCancelled: () => void;
}) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  const { mutateAsync: cancel, isPending: isLoading } = useMutation(ordersMutations.cancel());

  async function confirm() {
    const result = await outcomeOf(cancel(orderId));
    if (result.error) {
      const message = failureMessage(result.error, t`The order could not be cancelled.`, i18n);
      void showToast((toast) => toast.error(message));
    } else {
      const message = result.data.message;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    }
    setAsking(false);
    onCancelled();
  }

  if (!asking) {
    return (
      <div>
        <button type="button" onClick={() => setAsking(true)} className={secondaryButtonClass}>
          <Trans>Cancel order</Trans>
        </button>
      </div>
    );
  }
  return (
    <div
      role="group"
      aria-label={t`Cancel this order?`}
      className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <p className="font-semibold text-red-900">
        <Trans>Cancel this order? You will not be charged.</Trans>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={isLoading}
          onClick={() => void confirm()}
          className={dangerButtonClass}
        >
          {isLoading ? t`Cancelling...` : t`Yes, cancel order`}
        </button>
        <button type="button" onClick={() => setAsking(false)} className={secondaryButtonClass}>
          <Trans>Keep order</Trans>
        </button>
      </div>
    </div>
  );
}
