import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { recordPayoutBodySchema, TOAST } from '@haat/contracts';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { useRecordPayoutMutation } from '../api/agents-api';
import { rupees2 } from '../format';

type Fields = Partial<Record<'amount' | 'paidOn' | 'reference', string>>;

/** Today in India, as the date input wants it. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * 'Record payout' (issue 15): amount, date and reference (e.g. a UPI transaction id); never more
 * than the agent's unpaid earned balance (the server answers 409 with the balance).
 */
export function PayoutDialog({ agentId, balance }: { agentId: string; balance: number }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const [record, { isLoading }] = useRecordPayoutMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rawAmount = String(form.get('amount') ?? '').trim();
    const parsed = recordPayoutBodySchema.safeParse({
      agentId,
      amount: rawAmount === '' ? undefined : Number(rawAmount),
      paidOn: String(form.get('paidOn') ?? ''),
      reference: String(form.get('reference') ?? ''),
    });
    if (!parsed.success) {
      const fields: Fields = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path[0] as keyof Fields] ??=
          issue.path[0] === 'amount' && rawAmount === '' ? 'Amount is required' : issue.message;
      }
      setErrors(fields);
      return;
    }
    const result = await record(parsed.data);
    if (result.error) {
      const message = failureMessage(result.error, 'The payout could not be recorded.');
      setErrors({ amount: errorBodyOf(result.error)?.message ?? message });
      void showToast((toast) => toast.error(message));
      return;
    }
    const message = result.data.message;
    void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={primaryButtonClass}>Record payout</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-3xl bg-white px-5 pt-6 pb-5 shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:px-7"
        >
          <Dialog.Title className="text-xl font-bold text-ink-900">Record payout</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-ink-700">
            {`Unpaid earned balance: ${rupees2(balance)}.`}
          </Dialog.Description>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-4">
            <TextField
              label="Amount (₹)"
              name="amount"
              inputMode="decimal"
              defaultValue={balance > 0 ? String(balance) : ''}
              error={errors.amount}
            />
            <TextField
              label="Date paid"
              name="paidOn"
              type="date"
              max={indiaToday()}
              defaultValue={indiaToday()}
              error={errors.paidOn}
            />
            <TextField
              label="Reference"
              name="reference"
              hint="For example the UPI transaction id"
              autoComplete="off"
              error={errors.reference}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
              <button type="submit" disabled={isLoading} className={primaryButtonClass}>
                {isLoading ? 'Recording...' : 'Record payout'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
