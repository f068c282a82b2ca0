import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  GST_RATES,
  GST_STATE_NAMES,
  INVOICE_PREFIX_MAX,
  LABEL_LAYOUTS,
  SETTINGS_MESSAGES,
  TOAST,
} from '@haat/contracts';
import type { GstRate, LabelLayout, ShopSettings, ShopSettingsInput } from '@haat/contracts';
import { LoadError } from '../../../components/LoadError';
import { Skeleton } from '../../../components/Skeleton';
import { TextField } from '../../../components/forms/TextField';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { cardClass, errorTextClass, inputClass } from '../../../components/styles';
import { errorBodyOf, failureMessage } from '../../../lib/api-error';
import { outcomeOf } from '../../../lib/api-query';
import type { FieldErrors } from '../../../lib/field-errors';
import { showToast } from '../../../lib/show-toast';
import { settingsMutations, settingsQueries } from '../api/settings-api';
import { PageHeading } from '../components/PageHeading';

type Field = keyof ShopSettingsInput;

const LAYOUT_LABELS: Record<LabelLayout, string> = {
  '4x6': '4×6 inch (thermal printer)',
  'a4-four': 'Four to an A4 sheet',
};

/**
 * /admin-settings (docs/product.md, "Shop settings"): the seller's particulars that invoices
 * and labels print. The server checks every field and says what is wrong under each.
 */
export function SettingsPage() {
  const settings = useQuery(settingsQueries.get());
  return (
    <div>
      <PageHeading>Shop settings</PageHeading>
      {settings.data ? (
        <SettingsForm saved={settings.data} />
      ) : settings.isError ? (
        <LoadError
          message="The settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton className="h-96 w-full max-w-3xl rounded-2xl" />
      )}
    </div>
  );
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const { mutateAsync: save, isPending } = useMutation(settingsMutations.save());
  const [values, setValues] = useState(() => ({
    ...saved,
    returnAddress: saved.returnAddress ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((now) => ({ ...now, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { updatedAt: _updatedAt, ...body } = values;
    // A state outside the list ('' before the first save) is the server's to refuse, by field.
    const result = await outcomeOf(
      save({ ...body, state: body.state as ShopSettingsInput['state'] }),
    );
    if (result.error) {
      const fields = (errorBodyOf(result.error)?.fields ?? {}) as FieldErrors<Field>;
      setErrors(fields);
      // Each refused field says why under it; the toast only points there.
      const message =
        Object.keys(fields).length > 0
          ? 'Please correct the marked fields.'
          : failureMessage(result.error, 'The settings could not be saved.');
      void showToast((toast) => toast.error(message));
      return;
    }
    setErrors({});
    setValues({ ...result.data, returnAddress: result.data.returnAddress ?? '' });
    void showToast((toast) =>
      toast.success(SETTINGS_MESSAGES.saved, { autoClose: TOAST.actionAutoCloseMs }),
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className={`${cardClass} grid max-w-3xl gap-5 p-5 sm:grid-cols-2 sm:p-6`}
    >
      <TextField
        className="sm:col-span-2"
        label="Legal name"
        autoComplete="organization"
        value={values.legalName}
        onChange={(e) => set('legalName')(e.target.value)}
        error={errors.legalName}
      />
      <TextArea
        label="Address"
        value={values.address}
        onChange={set('address')}
        error={errors.address}
      />
      <SelectField
        label="State"
        value={values.state}
        onChange={set('state')}
        error={errors.state}
        options={[
          { value: '', label: 'Choose the state' },
          ...GST_STATE_NAMES.map((name) => ({ value: name, label: name })),
        ]}
      />
      <TextField
        label="Pincode"
        inputMode="numeric"
        maxLength={6}
        value={values.pincode}
        onChange={(e) => set('pincode')(e.target.value)}
        error={errors.pincode}
      />
      <TextField
        label="GSTIN"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        hint="15 characters, e.g. 27AAPFU0939F1ZV"
        value={values.gstin}
        onChange={(e) => set('gstin')(e.target.value.toUpperCase())}
        error={errors.gstin}
      />
      <SelectField
        label="Default GST rate"
        value={String(values.defaultGstRate)}
        onChange={(value) => set('defaultGstRate')(Number(value) as GstRate)}
        error={errors.defaultGstRate}
        options={GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
      />
      <TextField
        label="Invoice prefix"
        autoCapitalize="characters"
        spellCheck={false}
        hint={`Up to ${INVOICE_PREFIX_MAX} characters; invoices read e.g. ${values.invoicePrefix || 'HT'}/26-27/00001`}
        value={values.invoicePrefix}
        onChange={(e) => set('invoicePrefix')(e.target.value.toUpperCase())}
        error={errors.invoicePrefix}
      />
      <TextField
        label="Support phone"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        value={values.supportPhone}
        onChange={(e) => set('supportPhone')(e.target.value)}
        error={errors.supportPhone}
      />
      <TextArea
        label="Return address (optional)"
        hint="Printed on labels; left empty, the shop's address is."
        value={values.returnAddress}
        onChange={set('returnAddress')}
        error={errors.returnAddress}
      />
      <SelectField
        label="Shipping labels"
        value={values.labelLayout}
        onChange={(value) => set('labelLayout')(value as LabelLayout)}
        error={errors.labelLayout}
        options={LABEL_LAYOUTS.map((layout) => ({ value: layout, label: LAYOUT_LABELS[layout] }))}
      />
      <div className="sm:col-span-2 sm:max-w-xs">
        <SubmitButton busy={isPending} busyText="Saving...">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: Omit<FieldProps, 'value' | 'onChange'> & { id: string; children: ReactNode }) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 ${errorTextClass}`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
}

function TextArea({ label, value, onChange, error, hint }: FieldProps) {
  const id = useFieldId(label);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint) || undefined}
        className={inputClass}
      />
    </FieldShell>
  );
}

function SelectField({
  label,
  value,
  onChange,
  error,
  options,
}: FieldProps & { options: { value: string; label: string }[] }) {
  const id = useFieldId(label);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 ${inputClass}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className={`mt-1.5 ${errorTextClass}`}>
          {error}
        </p>
      )}
    </div>
  );
}

function useFieldId(label: string) {
  return `settings-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
}
