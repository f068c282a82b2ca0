import { useMutation } from '@tanstack/react-query';
import { recordPayoutBodySchema, TOAST } from '@haat/contracts';
import { outcomeOf } from '../../../lib/api-query';
import { agentsMutations } from '../api/agents-api';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/forms/TextField';
import { primaryButtonClass } from '../../../components/styles';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';
import { showToast } from '../../../lib/show-toast';
import { rupees2 } from '../format';

type Fields = FieldErrors<'amount' | 'paidOn' | 'reference'>;

/** Today in India, as the date input wants it. */
function indiaToday(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * 'Record payout' (issue 15): amount, date and reference (e.g. a UPI transaction id); never more
 * than the agent's unpaid earned balance (the server answers 409 with the balance).
 */
export function PayoutDialog({ agentId, balance }: { agentId: string; balance: number }) {
  const { mutateAsync: record, isPending: isLoading } = useMutation(agentsMutations.recordPayout());

  async function submit(form: FormData): Promise<Fields | null> {
    const rawAmount = String(form.get('amount') ?? '').trim();
    const parsed = recordPayoutBodySchema.safeParse({
      agentId,
      amount: rawAmount === '' ? undefined : Number(rawAmount),
      paidOn: String(form.get('paidOn') ?? ''),
      reference: String(form.get('reference') ?? ''),
    });
    if (!parsed.success) {
      const fields: Fields = fieldErrorsOf(parsed.error.issues);
      if (fields.amount && rawAmount === '') fields.amount = 'Amount is required';
      return fields;
    }
    const result = await outcomeOf(record(parsed.data));
    if (result.error) {
      const message = failureMessage(result.error, 'The payout could not be recorded.');
      void showToast((toast) => toast.error(message));
      return { amount: errorBodyOf(result.error)?.message ?? message };
    }
    const message = result.data.message;
    void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
    return null;
  }

  return (
    <FormDialog
      trigger="Record payout"
      triggerClassName={primaryButtonClass}
      title="Record payout"
      description={`Unpaid earned balance: ${rupees2(balance)}.`}
      submitText="Record payout"
      busyText="Recording..."
      busy={isLoading}
      onSubmit={submit}
    >
      {(errors) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
