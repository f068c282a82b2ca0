import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { TextField } from './TextField';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/**
 * A password field with a show/hide toggle (docs/product.md, "Sign-up"). The ref goes to the input.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? t`Hide password` : t`Show password`}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}
