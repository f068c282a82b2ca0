import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  addressInputSchema,
  MESSAGES,
  PHONE_DIGITS,
  PINCODE_DIGITS,
  TOAST,
  translate,
  type Address,
  type AddressInput,
} from '@haat/contracts';
import { errorBodyOf, failureMessage, statusOf } from '../../lib/api-error';
import { outcomeOf } from '../../lib/api-query';
import { showToast } from '../../lib/show-toast';
import { TextField } from '../forms/TextField';
import { primaryButtonClass, secondaryButtonClass } from '../styles';
import { usePincodeAutofill } from './use-pincode-autofill';

type FieldName = keyof AddressInput;

interface FieldSpec {
  name: FieldName;
  label: MessageDescriptor;
  autoComplete: string;
  /** Takes half the row from 640 px up. */
  half?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Digits only, at most this many: anything else typed or pasted is dropped. */
  digits?: number;
}

/** docs/product.md, "Addresses": names, mobile numbers, then where the courier goes. */
const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: msg`First name`, autoComplete: 'given-name', half: true },
  { name: 'lastName', label: msg`Last name`, autoComplete: 'family-name', half: true },
  {
    name: 'mobileNo',
    label: msg`Mobile no`,
    autoComplete: 'tel-national',
    inputMode: 'numeric',
    digits: PHONE_DIGITS,
    half: true,
  },
  {
    name: 'mobileNo2',
    label: msg`Second mobile no (optional)`,
    autoComplete: 'off',
    inputMode: 'numeric',
    digits: PHONE_DIGITS,
    half: true,
  },
  { name: 'houseNo', label: msg`House/flat`, autoComplete: 'address-line1' },
  { name: 'street', label: msg`Street`, autoComplete: 'address-line2' },
  // Before city and state, which it fills in.
  {
    name: 'pincode',
    label: msg`Pincode`,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    digits: PINCODE_DIGITS,
  },
  { name: 'city', label: msg`City`, autoComplete: 'address-level2', half: true },
  { name: 'state', label: msg`State`, autoComplete: 'address-level1', half: true },
];

function isField(name: string): name is FieldName {
  return FIELDS.some((field) => field.name === name);
}

/**
 * What a digits-only field keeps of what was typed or pasted: the digits, without the +91 or
 * 0 a phone number is often written with, and no more than the field takes.
 */
export function keepDigits(value: string, max: number): string {
  let digits = value.replace(/\D/g, '');
  if (max === PHONE_DIGITS && digits.length > max) digits = digits.replace(/^(91|0)/, '');
  return digits.slice(0, max);
}

interface AddressDialogProps {
  /** Names to start a new address with: usually the customer's own. */
  defaultName: { firstName: string; lastName: string };
  /** The saved address to edit; without it the dialog adds one. */
  address?: Address;
  /** Sends the form: the feature's add or update call. */
  save: (address: AddressInput) => Promise<{ message: string; address: Address }>;
  onSaved?: (address: Address) => void;
  /** The toast when the save fails without a message of the server's. */
  failureText: string;
  trigger: ReactNode;
  /** The trigger's accessible name, when its text alone is not enough ('Edit' which address). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Open at once: the customer has no address yet, so there is nothing else to do first. */
  initiallyOpen?: boolean;
}

/**
 * The address dialog of the checkout's '+ Add to Address' and of My account's addresses
 * (docs/product.md, "Addresses"): Add New Address, or Edit Address for a saved one. The form
 * validates with the contracts' schema, so its messages are the server's (docs/product.md,
 * "Validation"), and the pincode fills city and state.
 */
export function AddressDialog({
  address,
  trigger,
  triggerLabel,
  triggerClassName = secondaryButtonClass,
  initiallyOpen = false,
  ...formProps
}: AddressDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // A stray tap beside the form on a phone must not throw away what was typed.
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-4rem)] sm:w-[min(36rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="px-5 pt-6 sm:px-7 sm:pt-7">
            <Dialog.Title className="text-xl font-bold text-ink-900">
              {address ? <Trans>Edit Address</Trans> : <Trans>Add New Address</Trans>}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-ink-700">
              <Trans>
                Where should we deliver? Our team calls the mobile number before delivery.
              </Trans>
            </Dialog.Description>
          </div>
          {/* Mounted while open only: Cancel means cancel, and the next time starts afresh. */}
          <AddressForm {...formProps} address={address} close={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type AddressFormProps = Pick<
  AddressDialogProps,
  'defaultName' | 'address' | 'save' | 'onSaved' | 'failureText'
> & { close: () => void };

function startingValues(
  address: Address | undefined,
  defaultName: AddressDialogProps['defaultName'],
): AddressInput {
  if (!address) {
    return {
      ...defaultName,
      mobileNo: '',
      mobileNo2: '',
      houseNo: '',
      street: '',
      city: '',
      state: '',
      pincode: '',
    };
  }
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    mobileNo: address.mobileNo,
    mobileNo2: address.mobileNo2 ?? '',
    houseNo: address.houseNo,
    street: address.street,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

function AddressForm({
  defaultName,
  address,
  save,
  onSaved,
  failureText,
  close,
}: AddressFormProps) {
  const { i18n } = useLingui();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(addressInputSchema),
    defaultValues: startingValues(address, defaultName),
  });
  const pincodeNote = usePincodeAutofill(watch('pincode'), getValues, setValue, address);

  const onSubmit = handleSubmit(async (values) => {
    const result = await outcomeOf(save(values));
    if (result.data) {
      const { message, address: saved } = result.data;
      const text = message || (address ? '' : translate(i18n, MESSAGES.addressAdded));
      void showToast((toast) => toast.success(text, { autoClose: TOAST.actionAutoCloseMs }));
      close();
      onSaved?.(saved);
      return;
    }
    if (statusOf(result.error) === 401) return;
    const failure = errorBodyOf(result.error);
    for (const [key, why] of Object.entries(failure?.fields ?? {})) {
      const name = key.replace(/^address\./, '');
      if (isField(name)) setError(name, { type: 'server', message: why });
    }
    const message = failureMessage(result.error, failureText, i18n);
    void showToast((toast) => toast.warning(message));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      {/* The fields scroll; the buttons stay in view however many errors there are. */}
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-5 pt-5 pb-6 sm:grid-cols-2 sm:px-7">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={i18n._(field.label)}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            required={field.name !== 'mobileNo2'}
            error={errors[field.name]?.message}
            hint={field.name === 'pincode' ? pincodeNote : undefined}
            className={field.half ? '' : 'sm:col-span-2'}
            onInput={
              field.digits
                ? (event) => {
                    const input = event.currentTarget;
                    input.value = keepDigits(input.value, field.digits!);
                  }
                : undefined
            }
            {...register(field.name)}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-ink-200 px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
        <Dialog.Close type="button" className={`${secondaryButtonClass} py-3`}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Address</Trans>}
        </button>
      </div>
    </form>
  );
}
