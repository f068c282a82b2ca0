import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { errorTextClass, inputClass } from './styles';

interface AddressFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'id'> {
  label: string;
  /** Why the value is refused; shown under the field and announced with it. */
  error?: string | undefined;
}

/**
 * A labelled input of the address form with its error tied to it. The ref goes to the input;
 * `forwardRef` because Preact passes a function component its ref only that way.
 */
export const AddressField = forwardRef<HTMLInputElement, AddressFieldProps>(function AddressField(
  { label, error, className, ...input },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1.5 ${inputClass}`}
        {...input}
      />
      {error && (
        <p id={errorId} className={`mt-1.5 ${errorTextClass}`}>
          {error}
        </p>
      )}
    </div>
  );
});
