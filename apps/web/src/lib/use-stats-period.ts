import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import {
  DATE_LOCALE,
  STATS_MAX_DAYS,
  STATS_PRESETS,
  daysInPeriod,
  indiaDay,
  isCalendarDay,
  presetPeriod,
  previousPeriod,
} from '@haat/contracts';
import type { Language, StatsPreset } from '@haat/contracts';
import { dateFormat } from './intl-formats';

export type PeriodChoice = StatsPreset | 'custom';

export interface StatsPeriod {
  choice: PeriodChoice;
  from: string;
  to: string;
  previous: { from: string; to: string };
}

/**
 * Why a custom range cannot be asked for, or undefined when it can; the last two read as
 * contracts' `STATS_MESSAGES` in English (the server's answer to such a range).
 */
export function periodProblem(from: string, to: string): MessageDescriptor | undefined {
  if (!isCalendarDay(from)) return msg`Choose the first day`;
  if (!isCalendarDay(to)) return msg`Choose the last day`;
  if (from > to) return msg`From must be on or before To`;
  const most = STATS_MAX_DAYS;
  if (daysInPeriod(from, to) > most) return msg`The period can be at most ${most} days`;
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

/** 3 Nov 2026, or 3 Nov 2026 – 2 Dec 2026; in Hindi the hi-IN form (3 नव॰ 2026). */
export function periodLabel(from: string, to: string, language: Language = 'en'): string {
  const format = dateFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const one = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  return from === to ? one(from) : `${one(from)} – ${one(to)}`;
}
