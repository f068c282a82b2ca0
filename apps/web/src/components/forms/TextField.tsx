import { useId, type ComponentProps, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { translate } from '@haat/contracts';
import { errorTextClass, inputClass } from '../styles';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /**
   * Why the value is refused; shown under the field and announced with it, in the reader's
   * language (contracts' and the server's sentences are English, translated from the server's
   * catalogue, docs/decisions/284-field-messages-on-the-web-in-hindi.md). An empty string
   * marks the field invalid when the reason is already said elsewhere on the form.
   */
  error?: string | undefined;
  /** A short rule shown under the field, such as the password length. */
  hint?: string;
  /** Shown inside the field at its end, such as the password's show/hide button. */
  trailing?: ReactNode;
  /** Shown under the field, after the error. */
  below?: ReactNode;
}

/**
 * A labelled input with its hint and error tied to it for assistive technology. The `ref`
 * prop goes to the input (react-hook-form focuses a refused field with it).
 */
export function TextField({
  label,
  error,
  hint,
  trailing,
  below,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const { i18n } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass} ${trailing ? 'pr-20' : ''}`}
          {...input}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div>
        )}
      </div>
      {error && (
        <p id={errorId} className={`mt-1.5 ${errorTextClass}`}>
          {translate(i18n, error)}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-600">
          {hint}
        </p>
      )}
      {below}
    </div>
  );
}
