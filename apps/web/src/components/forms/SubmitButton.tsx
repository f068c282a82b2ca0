import type { ReactNode } from 'react';
import { primaryButtonClass } from '../styles';

interface SubmitButtonProps {
  busy: boolean;
  /**
   * What the button reads while the request runs (docs/product.md, "Sign-in", e.g. 'Logging
   * in...').
   */
  busyText: string;
  children: ReactNode;
}

/** The form's main button; it reads `busyText` and takes no second click while busy. */
export function SubmitButton({ busy, busyText, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={`w-full ${primaryButtonClass}`}>
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyText : children}
    </button>
  );
}
