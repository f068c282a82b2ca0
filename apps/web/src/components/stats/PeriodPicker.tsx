import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS_PRESETS, type StatsPreset } from '@haat/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { periodLabel, periodProblem } from '../../lib/use-stats-period';
import type { PeriodChoice, StatsPeriod } from '../../lib/use-stats-period';
import { errorTextClass, inputClass, secondaryButtonClass } from '../styles';

/** Contracts' `STATS_PRESET_LABELS` in the reader's language (the same English). */
export const PRESET_TEXT: Readonly<Record<StatsPreset, MessageDescriptor>> = {
  today: msg`Today`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  month: msg`This month`,
};

const CHOICES: { value: PeriodChoice; label: MessageDescriptor }[] = [
  ...STATS_PRESETS.map((preset) => ({ value: preset, label: PRESET_TEXT[preset] })),
  { value: 'custom', label: msg`Custom range` },
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
  const { t, i18n } = useLingui();
  const { language } = useLanguage();
  const [custom, setCustom] = useState(period.choice === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<MessageDescriptor>();
  const choice = custom ? 'custom' : period.choice;

  function apply(event: FormEvent) {
    event.preventDefault();
    const why = periodProblem(from, to);
    setProblem(why);
    if (!why) onChoose({ choice: 'custom', from, to });
  }

  const previous = periodLabel(period.previous.from, period.previous.to, language);
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-700">
          <Trans>Period</Trans>
        </legend>
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
              {i18n._(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
      {custom && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col text-sm font-semibold text-ink-700">
            <Trans>From</Trans>
            <input
              type="date"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              className={`${inputClass} mt-1 py-2`}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <label className="flex flex-col text-sm font-semibold text-ink-700">
            <Trans>To</Trans>
            <input
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              className={`${inputClass} mt-1 py-2`}
              aria-invalid={problem ? true : undefined}
            />
          </label>
          <button type="submit" className={secondaryButtonClass}>
            <Trans>Show</Trans>
          </button>
          {problem && (
            <p role="alert" className={`${errorTextClass} w-full`}>
              {i18n._(problem)}
            </p>
          )}
        </form>
      )}
      <p className="text-sm text-ink-700" aria-live="polite">
        <span className="font-semibold text-ink-900">
          {periodLabel(period.from, period.to, language)}
        </span>
        {compared && t`, compared with ${previous}`} {t`(India time)`}
      </p>
    </div>
  );
}
