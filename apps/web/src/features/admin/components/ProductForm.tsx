import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  AVAILABILITY,
  DEFAULT_PRODUCT_GST_RATE,
  GST_RATES,
  INVENTORY_MIN,
  MESSAGES,
  productBodySchema,
  productCreateBodySchema,
  SIZES,
  TOAST,
  type Category,
  type ProductBody,
  type Size,
} from '@haat/contracts';
import type { Resolver } from 'react-hook-form';
import { TextField } from '../../../components/forms/TextField';
import {
  cardClass,
  errorTextClass,
  inputClass,
  primaryButtonClass,
} from '../../../components/styles';
import { errorBodyOf, failureMessage, statusOf } from '../../../lib/api-error';
import { showToast } from '../../../lib/show-toast';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { ConfirmDialog } from './ConfirmDialog';
import { ImageOrder } from './ImageOrder';
import { ImageUpload } from './ImageUpload';

type Values = ProductBody;
type FieldName = keyof Values;

const FIELD_NAMES: readonly FieldName[] = [
  'productName',
  'description',
  'details',
  'category',
  'price',
  'images',
  'agentCommission',
  'displayDiscount',
  'size',
  'inventory',
  'sizeStock',
  'sku',
  'hsn',
  'gstRate',
  'availability',
];

export const EMPTY_PRODUCT: Values = {
  productName: '',
  description: '',
  details: '',
  category: '',
  price: Number.NaN,
  images: [],
  agentCommission: Number.NaN,
  displayDiscount: null,
  size: [],
  inventory: 1,
  sizeStock: null,
  sku: '',
  hsn: '',
  gstRate: DEFAULT_PRODUCT_GST_RATE,
  availability: 'In stock',
};

const asNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));
const asOptionalNumber = (value: unknown) =>
  value === '' || value === null ? null : Number(value);

/**
 * The body the form's values describe: a stock per checked size (inventory their sum), or the
 * one inventory without sizes. Counts typed for sizes unchecked since are left out.
 */
export function productBodyOf(form: Values): Values {
  // An empty HSN is left out: a new product gets its category's typical one.
  const values = { ...form, hsn: form.hsn?.trim() || undefined };
  const sizes = SIZES.filter((size) => (values.size ?? []).includes(size));
  if (sizes.length === 0) return { ...values, size: [], sizeStock: null };
  const sizeStock = Object.fromEntries(
    sizes.map((size) => [size, values.sizeStock?.[size] ?? Number.NaN]),
  ) as Partial<Record<Size, number>>;
  const { inventory: _sum, ...rest } = values;
  return { ...rest, size: sizes, sizeStock };
}

interface ProductFormProps {
  mode: 'add' | 'edit';
  initial: Values;
  categories: readonly Category[];
  /** Sends the product; answers the call's error, if any. */
  save: (values: Values) => Promise<{ error?: unknown }>;
}

/**
 * The admin's product form (docs/product.md, "Admin: products"), validated with the contracts'
 * schemas: a new product needs at least 1 in stock. Leaving with unsaved changes asks first.
 */
export function ProductForm({ mode, initial, categories, save }: ProductFormProps) {
  const navigate = useNavigate();
  const ids = {
    category: useId(),
    availability: useId(),
    description: useId(),
    details: useId(),
    gstRate: useId(),
  };
  const saved = useRef(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: bodyResolver(mode),
    defaultValues: initial,
  });
  const images = watch('images');
  const checkedSizes = SIZES.filter((size) => (watch('size') ?? []).includes(size));
  const sizeStock = watch('sizeStock');
  const stockTotal = checkedSizes.reduce((sum, size) => {
    const count = Number(sizeStock?.[size]);
    return sum + (Number.isFinite(count) ? count : 0);
  }, 0);

  const leaveGuard = useLeaveGuard(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    const result = await save(values);
    if (!result.error) {
      saved.current = true;
      const message = mode === 'add' ? MESSAGES.productAdded : MESSAGES.productUpdated;
      void showToast((toast) => toast.success(message, { autoClose: TOAST.actionAutoCloseMs }));
      await navigate('/admin-all-products');
      return;
    }
    if (statusOf(result.error) === 401) return;
    for (const [key, why] of Object.entries(errorBodyOf(result.error)?.fields ?? {})) {
      const name = FIELD_NAMES.find((field) => field === key.split('.')[0]);
      if (name) setError(name, { type: 'server', message: why });
    }
    const fallback = mode === 'add' ? MESSAGES.productAddFailed : MESSAGES.productUpdateFailed;
    const message = failureMessage(result.error, fallback);
    void showToast((toast) => toast.error(message));
  });

  const setImages = (next: string[]) =>
    setValue('images', next, { shouldDirty: true, shouldValidate: next.length > 0 });

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className={`${cardClass} grid gap-5 p-5 sm:grid-cols-2 sm:p-7`}
      >
        <TextField
          label="Product name"
          required
          error={errors.productName?.message}
          className="sm:col-span-2"
          {...register('productName')}
        />
        <div className="sm:col-span-2">
          <label htmlFor={ids.description} className="block text-sm font-semibold text-ink-800">
            Description
          </label>
          <textarea
            id={ids.description}
            rows={4}
            required
            aria-invalid={errors.description ? true : undefined}
            className={`mt-1.5 ${inputClass}`}
            {...register('description')}
          />
          {errors.description && (
            <p className={`mt-1.5 ${errorTextClass}`}>{errors.description.message}</p>
          )}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={ids.details} className="block text-sm font-semibold text-ink-800">
            Details (optional)
          </label>
          <textarea
            id={ids.details}
            rows={2}
            className={`mt-1.5 ${inputClass}`}
            {...register('details')}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="block text-sm font-semibold text-ink-800">
            Category
          </label>
          <select
            id={ids.category}
            required
            aria-invalid={errors.category ? true : undefined}
            className={`mt-1.5 ${inputClass}`}
            {...register('category')}
          >
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category._id} value={category.categories}>
                {category.categories}
              </option>
            ))}
          </select>
          {errors.category && (
            <p className={`mt-1.5 ${errorTextClass}`}>{errors.category.message}</p>
          )}
        </div>
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          required
          error={errors.price?.message}
          {...register('price', { setValueAs: asNumber })}
        />
        <TextField
          label="Agent commission (%)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={100}
          required
          error={errors.agentCommission?.message}
          {...register('agentCommission', { setValueAs: asNumber })}
        />
        <TextField
          label="Display discount (%, optional)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          error={errors.displayDiscount?.message}
          {...register('displayDiscount', { setValueAs: asOptionalNumber })}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold text-ink-800">Sizes (optional)</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {SIZES.map((size) => (
              <label
                key={size}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-ink-300 has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-brand-700"
              >
                <input
                  type="checkbox"
                  value={size}
                  className="size-4 accent-brand-700"
                  {...register('size')}
                />
                {size}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-3 sm:col-span-2">
          <ImageUpload
            label="Images"
            multiple
            error={errors.images?.message}
            onUploaded={(addresses) => setImages([...images, ...addresses])}
          />
          <ImageOrder images={images} onChange={setImages} />
        </div>
        {checkedSizes.length > 0 ? (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-ink-800">Stock per size</legend>
            <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-6">
              {checkedSizes.map((size) => (
                <TextField
                  key={size}
                  label={`Stock of ${size}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  required
                  error={errors.sizeStock?.[size]?.message}
                  {...register(`sizeStock.${size}`, { setValueAs: asNumber })}
                />
              ))}
            </div>
            <p className="mt-2 text-sm text-ink-700" aria-live="polite">
              Inventory: {stockTotal} in all
            </p>
            {(errors.sizeStock?.message ?? errors.inventory?.message) && (
              <p className={`mt-1.5 ${errorTextClass}`}>
                {errors.sizeStock?.message ?? errors.inventory?.message}
              </p>
            )}
          </fieldset>
        ) : (
          <TextField
            label="Inventory"
            type="number"
            inputMode="numeric"
            min={mode === 'add' ? INVENTORY_MIN : 0}
            required
            error={errors.inventory?.message}
            {...register('inventory', { setValueAs: asNumber })}
          />
        )}
        <TextField
          label="SKU (optional)"
          autoComplete="off"
          error={errors.sku?.message}
          {...register('sku')}
        />
        <TextField
          label={mode === 'add' ? 'HSN code (optional)' : 'HSN code'}
          inputMode="numeric"
          autoComplete="off"
          error={errors.hsn?.message}
          {...register('hsn')}
        />
        <div>
          <label htmlFor={ids.gstRate} className="block text-sm font-semibold text-ink-800">
            GST rate
          </label>
          <select
            id={ids.gstRate}
            className={`mt-1.5 ${inputClass}`}
            {...register('gstRate', { setValueAs: Number })}
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </select>
          {errors.gstRate?.message && (
            <p className={`mt-1.5 ${errorTextClass}`}>{errors.gstRate.message}</p>
          )}
        </div>
        <div>
          <label htmlFor={ids.availability} className="block text-sm font-semibold text-ink-800">
            Availability
          </label>
          <select
            id={ids.availability}
            className={`mt-1.5 ${inputClass}`}
            {...register('availability')}
          >
            {AVAILABILITY.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting}
            className={`w-full sm:w-auto ${primaryButtonClass}`}
          >
            {isSubmitting ? 'Saving...' : mode === 'add' ? 'Add Product' : 'Update'}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={leaveGuard.asking}
        title="Leave without saving?"
        description="Your changes to this product have not been saved."
        confirmText="Leave"
        onConfirm={leaveGuard.proceed}
        onCancel={leaveGuard.cancel}
      />
    </>
  );
}

/** The contracts' schema over the body the values describe (`productBodyOf`). */
function bodyResolver(mode: 'add' | 'edit'): Resolver<Values> {
  const schema = mode === 'add' ? productCreateBodySchema : productBodySchema;
  const resolve = zodResolver(schema) as unknown as Resolver<Values>;
  return (values, context, options) => resolve(productBodyOf(values), context, options);
}
