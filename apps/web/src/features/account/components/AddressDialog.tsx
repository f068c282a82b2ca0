import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PHONE_DIGITS, PINCODE_DIGITS, TOAST, type Address } from '@haat/contracts';
import { DialogActions } from '../../../components/DialogActions';
import { ModalFrame } from '../../../components/ModalFrame';
import { TextField } from '../../../components/forms/TextField';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import { showToast } from '../../../lib/show-toast';
import { accountMutations, type AddressForm } from '../api/account-api';

type Field = keyof AddressForm;

/** The fields of docs/product.md, "Addresses", in the order of the checkout's dialog. */
const FIELDS: readonly {
  name: Field;
  label: string;
  autoComplete: string;
  digits?: number;
  half?: boolean;
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  {
    name: 'mobileNo',
    label: 'Mobile no',
    autoComplete: 'tel-national',
    digits: PHONE_DIGITS,
    half: true,
  },
  {
    name: 'mobileNo2',
    label: 'Second mobile no (optional)',
    autoComplete: 'off',
    digits: PHONE_DIGITS,
    half: true,
  },
  { name: 'houseNo', label: 'House/flat', autoComplete: 'address-line1' },
  { name: 'street', label: 'Street', autoComplete: 'address-line2' },
  { name: 'pincode', label: 'Pincode', autoComplete: 'postal-code', digits: PINCODE_DIGITS },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', half: true },
];

function formOf(
  address: Address | null,
  name: { firstName: string; lastName: string },
): AddressForm {
  return {
    firstName: address?.firstName ?? name.firstName,
    lastName: address?.lastName ?? name.lastName,
    mobileNo: address?.mobileNo ?? '',
    mobileNo2: address?.mobileNo2 ?? '',
    houseNo: address?.houseNo ?? '',
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pincode ?? '',
  };
}

interface AddressDialogProps {
  /** The address to edit, or null to add one. */
  address: Address | null;
  defaultName: { firstName: string; lastName: string };
  trigger: string;
  triggerLabel?: string;
  triggerClassName: string;
}

/** Add or edit an address (docs/product.md, "My account"); the server's rules and messages. */
export function AddressDialog({
  address,
  defaultName,
  trigger,
  triggerLabel,
  triggerClassName,
}: AddressDialogProps) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(() => formOf(address, defaultName));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const add = useMutation(accountMutations.addAddress());
  const update = useMutation(accountMutations.updateAddress());
  const busy = add.isPending || update.isPending;

  function changeOpen(next: boolean) {
    setOpen(next);
    setErrors({});
    if (next) setForm(formOf(address, defaultName));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await outcomeOf(
      address
        ? update.mutateAsync({ addressId: address._id, address: form })
        : add.mutateAsync(form),
    );
    if (result.data) {
      const { message } = result.data;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      setOpen(false);
      return;
    }
    if (statusOf(result.error) === 401) return;
    const refused: Partial<Record<Field, string>> = {};
    for (const [key, why] of Object.entries(errorBodyOf(result.error)?.fields ?? {})) {
      refused[key.replace(/^address\./, '') as Field] = why;
    }
    setErrors(refused);
    const message = failureMessage(result.error, 'Could not save the address.');
    void showToast((toast) => toast.warning(message));
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <ModalFrame
        title={address ? 'Edit Address' : 'Add New Address'}
        description="Where should we deliver? Our team calls the mobile number before delivery."
      >
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="mt-5 grid gap-4 sm:grid-cols-2"
        >
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              inputMode={field.digits ? 'numeric' : undefined}
              required={field.name !== 'mobileNo2'}
              value={form[field.name]}
              error={errors[field.name]}
              className={field.half ? '' : 'sm:col-span-2'}
              onChange={(event) => {
                const typed = event.currentTarget.value;
                const value = field.digits ? typed.replace(/\D/g, '').slice(-field.digits) : typed;
                setForm((now) => ({ ...now, [field.name]: value }));
              }}
            />
          ))}
          <DialogActions busy={busy} busyText="Saving...">
            Save Address
          </DialogActions>
        </form>
      </ModalFrame>
    </Dialog.Root>
  );
}
