import { useId, type ComponentPropsWithRef } from 'react';
import { errorTextClass, inputClass } from './styles';

interface AddressFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Why the value is refused; shown under the field and announced with it. */
  error?: string | undefined;
}

/** A labelled input of the address form with its error tied to it. */
export function AddressField({ label, error, className, ...input }: AddressFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
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
}
