import uPlot from 'uplot';
import { DATE_LOCALE, ORDER_STATUSES, ORDER_STATUS_LABELS, formatRupees } from '@haat/contracts';
import type { Language, OrderStatus, StatusCounts } from '@haat/contracts';
import { dateFormat } from '../../lib/intl-formats';
import { periodLabel } from '../../lib/use-stats-period';
import type { ChartOptions } from './UPlotChart';

/*
 * The dashboards' charts (docs/product.md, "Admin: dashboard"): what each draws and how, in the
 * shop's colours. Days are India days; drawn on a UTC axis so each tick reads its own date.
 */

const BRAND = '#c2410c';
const INK = '#6b5d53';
const GRID = '#e4dcd5';
const FONT = '12px system-ui, sans-serif';

export const STATUS_COLOURS: Readonly<Record<OrderStatus, string>> = {
  placed: '#fdba74',
  confirmed: '#fb923c',
  shipped: '#0f766e',
  delivered: '#15803d',
  returned: '#b91c1c',
  cancelled: '#8a7b70',
};

/** Seconds of the UTC midnight of a YYYY-MM-DD day: uPlot's time axis. */
export const daySeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

const utc = (seconds: number) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');

/** ₹12.3k, ₹4.5L: short enough for an axis. */
export function shortRupees(rupees: number): string {
  if (rupees >= 100_000) return `₹${(rupees / 100_000).toFixed(rupees >= 1_000_000 ? 0 : 1)}L`;
  if (rupees >= 1_000) return `₹${(rupees / 1_000).toFixed(rupees >= 10_000 ? 0 : 1)}k`;
  return `₹${Math.round(rupees)}`;
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

const axis = (extra: uPlot.Axis = {}): uPlot.Axis => ({
  stroke: INK,
  font: FONT,
  grid: { stroke: GRID, width: 1 },
  ticks: { stroke: GRID, width: 1 },
  ...extra,
});

const DAY_SECONDS = 86_400;

/** A time axis with half a step of room at each end, so the first and last bars show whole. */
const padded = (stepSeconds: number): uPlot.Scale => ({
  time: true,
  range: (_u, min, max) => [min - stepSeconds / 2, max + stepSeconds / 2],
});

const bars = (size = 0.7) => uPlot.paths.bars!({ size: [size, 48], gap: 1 });

const base = (): Pick<ChartOptions, 'tzDate' | 'cursor' | 'legend'> => ({
  tzDate: utc,
  cursor: { y: false, points: { show: false } },
  legend: { live: true },
});

/** Rupees (line, left axis) and orders (bars, right axis) per day. */
export function salesAndOrdersChart(
  daily: readonly { date: string; sales: number; orders: number }[],
): { options: ChartOptions; data: uPlot.AlignedData } {
  return {
    data: [
      daily.map((day) => daySeconds(day.date)),
      daily.map((day) => day.orders),
      daily.map((day) => day.sales),
    ],
    options: {
      ...base(),
      scales: {
        x: padded(DAY_SECONDS),
        orders: { range: (_u, _min, max) => [0, Math.max(4, max)] },
      },
      series: [
        {},
        {
          label: 'Orders',
          scale: 'orders',
          stroke: '#cbbfb5',
          fill: '#e4dcd5',
          paths: bars(),
          points: { show: false },
        },
        {
          label: 'Sales',
          scale: 'rupees',
          stroke: BRAND,
          width: 2,
          value: (_u, value) => (value == null ? '–' : formatRupees(value)),
        },
      ],
      axes: [
        axis(),
        axis({ scale: 'rupees', values: (_u, ticks) => ticks.map(shortRupees), size: 56 }),
        axis({ scale: 'orders', side: 1, grid: { show: false }, size: 40 }),
      ],
    },
  };
}

/** Orders placed each day by their present state, stacked. */
export function ordersByStateChart(daily: readonly { date: string; byStatus: StatusCounts }[]): {
  options: ChartOptions;
  data: uPlot.AlignedData;
} {
  // A stack is drawn as bars of running totals, the tallest first, each hiding the one under it.
  const running = ORDER_STATUSES.map((_, index) =>
    daily.map((day) =>
      ORDER_STATUSES.slice(0, index + 1).reduce((sum, status) => sum + day.byStatus[status], 0),
    ),
  );
  const order = [...ORDER_STATUSES.keys()].reverse();
  return {
    data: [daily.map((day) => daySeconds(day.date)), ...order.map((index) => running[index]!)],
    options: {
      ...base(),
      // The figure names each state's total below the chart instead of a legend.
      legend: { show: false },
      scales: { x: padded(DAY_SECONDS), y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
      series: [
        {},
        ...order.map((index) => {
          const status = ORDER_STATUSES[index]!;
          return {
            label: ORDER_STATUS_LABELS[status],
            stroke: STATUS_COLOURS[status],
            fill: STATUS_COLOURS[status],
            paths: bars(),
            points: { show: false },
            // The legend names the state's own count, not the running total.
            value: (_u: uPlot, _v: number | null, _s: number, at: number | null) =>
              at == null ? '–' : String(daily[at]?.byStatus[status] ?? 0),
          } satisfies uPlot.Series;
        }),
      ],
      axes: [axis(), axis({ size: 40 })],
    },
  };
}

/** A rate (0–1) per week, as a percentage line. */
export function weeklyRateChart(weekly: readonly { weekStart: string; rtoRate: number }[]): {
  options: ChartOptions;
  data: uPlot.AlignedData;
} {
  return {
    data: [
      weekly.map((week) => daySeconds(week.weekStart)),
      weekly.map((week) => week.rtoRate * 100),
    ],
    options: {
      ...base(),
      scales: {
        x: { time: true },
        y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil(max))] },
      },
      series: [
        {},
        {
          label: 'RTO rate',
          stroke: '#b91c1c',
          width: 2,
          points: { show: true, size: 6, fill: '#b91c1c' },
          value: (_u, value) => (value == null ? '–' : `${value.toFixed(1)}%`),
        },
      ],
      axes: [axis(), axis({ values: (_u, ticks) => ticks.map((tick) => `${tick}%`), size: 48 })],
    },
  };
}

/** A week's first day on the time axis, '16 Nov' in the reader's language's form. */
const weekTick = (seconds: number, language: Language) =>
  dateFormat(DATE_LOCALE[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );

/** The same day with its year, '16 Nov 2026', as the period picker names days. */
const weekDay = (seconds: number, language: Language) => {
  const day = new Date(seconds * 1000).toISOString().slice(0, 10);
  return periodLabel(day, day, language);
};

/**
 * Rupees per week, as bars (the agent's earnings), in the reader's language: `label` names the
 * rupees and `weekLabel` the week in the legend (uPlot's own is the English 'Time').
 */
export function weeklyRupeesChart(
  weekly: readonly { weekStart: string; rupees: number }[],
  { label, weekLabel, language }: { label: string; weekLabel: string; language: Language },
): { options: ChartOptions; data: uPlot.AlignedData } {
  return {
    data: [weekly.map((week) => daySeconds(week.weekStart)), weekly.map((week) => week.rupees)],
    options: {
      ...base(),
      scales: {
        x: padded(7 * DAY_SECONDS),
        y: { range: (_u, _min, max) => [0, Math.max(100, max)] },
      },
      series: [
        {
          label: weekLabel,
          value: (_u, seconds) => (seconds == null ? '–' : weekDay(seconds, language)),
        },
        {
          label,
          stroke: BRAND,
          fill: '#fdba74',
          paths: bars(0.6),
          points: { show: false },
          value: (_u, value) => (value == null ? '–' : formatRupees(value, language)),
        },
      ],
      axes: [
        axis({ values: (_u, ticks) => ticks.map((seconds) => weekTick(seconds, language)) }),
        axis({ values: (_u, ticks) => ticks.map(shortRupees), size: 56 }),
      ],
    },
  };
}
