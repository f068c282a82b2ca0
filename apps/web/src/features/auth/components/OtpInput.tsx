import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@haat/contracts';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The id of the text that says what is wrong with the code, when something is. */
  errorId?: string | undefined;
  disabled?: boolean;
  /** Focus the first box on arrival, so the code can be typed at once. */
  autoFocus?: boolean;
}

export function emptyCode(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * docs/product.md, "One-time codes": six boxes of one digit each. Typing a digit moves to the next
 * box, Backspace on an empty box moves to the previous one, pasting (or the phone's autofill of) a
 * code fills the boxes, and anything but digits is refused.
 */
export function OtpInput({ digits, onChange, errorId, disabled, autoFocus }: OtpInputProps) {
  const { t } = useLingui();
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  function focusBox(index: number) {
    boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  }

  /** Writes `typed` into the boxes from `start` on; a whole code always starts at the first. */
  function fill(start: number, typed: string) {
    const from = typed.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    const written = typed.slice(0, OTP_LENGTH - from);
    for (const [offset, digit] of [...written].entries()) next[from + offset] = digit;
    onChange(next);
    focusBox(from + written.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const box = event.target;
    const typed = box.value;
    if (typed === '') {
      onChange(digits.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    const newDigits = onlyDigits(typed);
    // Not a digit: no state changes, and React puts the controlled box's digit back.
    if (newDigits === '') return;
    if (typed.length === 2 && digits[index] !== '') {
      // A digit typed beside the one already in the box replaces it; the caret says which.
      const caret = box.selectionStart ?? 2;
      const digit = caret === 1 ? typed.charAt(0) : typed.charAt(1);
      if (/\d/.test(digit)) fill(index, digit);
      return;
    }
    fill(index, newDigits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted !== '') fill(index, pasted);
  }

  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-800">
        <Trans>Verification code</Trans>
      </legend>
      <div className="mt-2 grid grid-cols-6 gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <div key={index}>
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {t`Digit ${index + 1} of ${OTP_LENGTH}`}
            </label>
            <input
              ref={(element) => {
                boxes.current[index] = element;
              }}
              id={`${id}-${index}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              // The phone offers the code from the message; it arrives whole in the first box.
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              // React focuses it when it mounts, so the code can be typed at once.
              autoFocus={index === 0 && autoFocus}
              value={digit}
              disabled={disabled}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              onChange={(event) => handleChange(index, event)}
              onKeyDown={(event) => handleKeyDown(index, event)}
              onPaste={(event) => handlePaste(index, event)}
              onFocus={(event) => event.target.select()}
              className="block h-14 w-full rounded-xl border-0 bg-white text-center text-2xl font-bold text-ink-900 shadow-xs ring-1 ring-ink-300 ring-inset focus:ring-2 focus:ring-brand-700 focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600 disabled:bg-ink-100 sm:h-16"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
