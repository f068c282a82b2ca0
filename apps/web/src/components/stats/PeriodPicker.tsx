import { useState, type FormEvent } from 'react';
import { STATS_PRESETS, STATS_PRESET_LABELS } from '@haat/contracts';
import { periodLabel, periodProblem } from '../../lib/use-stats-period';
import type { PeriodChoice, StatsPeriod } from '../../lib/use-stats-period';
import { errorTextClass, inputClass, secondaryButtonClass } from '../styles';

const CHOICES: { value: PeriodChoice; label: string }[] = [
  ...STATS_PRESETS.map((preset) => ({ value: preset, label: STATS_PRESET_LABELS[preset] })),
  { value: 'custom', label: 'Custom range' },
];

const pillClass =
  'cursor-pointer rounded-full px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-300 select-none has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';

/**
 * Today, 7 days, 30 days, this month or a custom range of India days, and what it is compared
 * with (docs/product.md, "Admin: dashboard").
 */
export function PeriodPicker({
  period,
  onChoose,
  compared = true,
}: {
  period: StatsPeriod;
  /** Whether the figures are compared with the period before (the Admin's are). */
  compared?: boolean;
  onChoose: (next: { choice: PeriodChoice; from?: string; to?: string }) => void;
}) {
  const [custom, setCustom] = useState(period.choice === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string>();
  const choice = custom ? 'custom' : period.choice;

  function apply(event: FormEvent) {
    event.preventDefault();
    const why = periodProblem(from, to);
    setProblem(why);
    if (!why) onChoose({ choice: 'custom', from, to });
  }

  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-700">Period</legend>
        <div className="flex flex-wrap gap-2">
          {CHOICES.map((option) => (
            <label key={option.value} className={pillClass}>
              <input
                type="radio"
                name="period"
                value={option.value}
                checked={choice === option.value}
                onChange={() => {
                  if (option.value === 'custom') {
                    setCustom(true);
                    setFrom(period.from);
                    setTo(period.to);
                  } else {
                    setCustom(false);
                    setProblem(undefined);
                    onChoose({ choice: option.value });
                  }
                }}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {custom && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-semibold text-ink-700">
            From
            <input
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={`${inputClass} mt-1 py-2`}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <label className="flex flex-col text-sm font-semibold text-ink-700">
            To
            <input
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={`${inputClass} mt-1 py-2`}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <button type="submit" className={secondaryButtonClass}>
            Show
          </button>
          {problem && (
            <p role="alert" className={`${errorTextClass} w-full`}>
              {problem}
            </p>
          )}
        </form>
      )}
      <p className="text-sm text-ink-700" aria-live="polite">
        <span className="font-semibold text-ink-900">{periodLabel(period.from, period.to)}</span>
        {compared && `, compared with ${periodLabel(period.previous.from, period.previous.to)}`}
        {' (India time)'}
      </p>
    </div>
  );
}
