/*
 * The dashboards' periods (issue 25): India days as YYYY-MM-DD, their lengths, the period
 * before, weeks from Monday. No zod here, so the dashboards' pages load none
 * (docs/decisions/104-web-calls-without-zod.md).
 */

/** The longest period one stats answer covers: a year, leap day included. */
export const STATS_MAX_DAYS = 366;

/** How many rows each top-10 table holds. */
export const STATS_TOP = 10;

export const STATS_MESSAGES = {
  fromAfterTo: 'From must be on or before To',
  tooLong: `The period can be at most ${STATS_MAX_DAYS} days`,
} as const;

/* ---- Days of a period (India dates, YYYY-MM-DD) ---- */

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

/** The period of the same length that ends the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysInPeriod(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** The Monday of the week of `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(dayMs(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The UTC instant at which an India day begins (India is UTC+05:30 all year). */
export function indiaDayStartUtc(day: string): string {
  return new Date(dayMs(day) - 330 * 60_000).toISOString();
}

/** The periods the dashboards offer, ending today in India. */
export const STATS_PRESETS = ['today', '7d', '30d', 'month'] as const;
export type StatsPreset = (typeof STATS_PRESETS)[number];

export const STATS_PRESET_LABELS: Readonly<Record<StatsPreset, string>> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
};

export function presetPeriod(preset: StatsPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
