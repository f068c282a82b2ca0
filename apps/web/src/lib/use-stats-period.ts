import { useSearchParams } from 'react-router';
import {
  STATS_MAX_DAYS,
  STATS_MESSAGES,
  STATS_PRESETS,
  daysInPeriod,
  indiaDay,
  isCalendarDay,
  presetPeriod,
  previousPeriod,
} from '@haat/contracts';
import type { StatsPreset } from '@haat/contracts';

export type PeriodChoice = StatsPreset | 'custom';

export interface StatsPeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
  previous: { from: string; to: string };
}

/** Why a custom range cannot be asked for, or undefined when it can. */
export function periodProblem(from: string, to: string): string | undefined {
  if (!isCalendarDay(from)) return 'Choose the first day';
  if (!isCalendarDay(to)) return 'Choose the last day';
  if (from > to) return STATS_MESSAGES.fromAfterTo;
  if (daysInPeriod(from, to) > STATS_MAX_DAYS) return STATS_MESSAGES.tooLong;
  return undefined;
}

/**
 * The dashboards' period, kept in the address (`?period=7d`, or `?from=…&to=…` for a custom
 * range) so a reload or a shared link shows the same figures; 30 days unless chosen. India
 * days (docs/product.md, "Admin: dashboard").
 */
export function useStatsPeriod(): [
  StatsPeriod,
  (next: { choice: PeriodChoice; from?: string; to?: string }) => void,
] {
  const [params, setParams] = useSearchParams();
  const today = indiaDay(new Date());
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const named = params.get('period');
  let period: { choice: PeriodChoice; from: string; to: string };
  if (from && to && !periodProblem(from, to)) period = { choice: 'custom', from, to };
  else {
    const choice = STATS_PRESETS.includes(named as StatsPreset) ? (named as StatsPreset) : '30d';
    period = { choice, ...presetPeriod(choice, today) };
  }
  // Other parameters of the page (a list's page) stay as they are.
  const choose = (next: { choice: PeriodChoice; from?: string; to?: string }) => {
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const key of ['period', 'from', 'to']) params.delete(key);
        if (next.choice === 'custom') {
          params.set('from', next.from ?? period.from);
          params.set('to', next.to ?? period.to);
        } else params.set('period', next.choice);
        return params;
      },
      { replace: true },
    );
  };
  return [{ ...period, previous: previousPeriod(period.from, period.to) }, choose];
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 3 Nov 2026, or 3 Nov 2026 – 2 Dec 2026. */
export function periodLabel(from: string, to: string): string {
  const one = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  return from === to ? one(from) : `${one(from)} – ${one(to)}`;
}
