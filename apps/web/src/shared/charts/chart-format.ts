import { formatMoney, toKopecks } from '@school/contracts';

/** What a chart's numbers are: they decide axis ticks, tooltips, the table's cells and its total. */
export type ChartValueKind = 'count' | 'money' | 'percent';

const counts = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });
const percents = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat('ru-RU', { month: 'short', year: 'numeric' });

/**
 * A value as a cell or tooltip shows it: `1 234`, `1 234,50 ₽`, `12,5 %` (percent values are ratios 0…1).
 * Spaces are U+00A0, as Intl prints them.
 */
export function formatChartValue(value: number, kind: ChartValueKind): string {
  if (kind === 'money') return formatMoney(value);
  if (kind === 'percent') return percents.format(value);
  return counts.format(value);
}

/** An axis tick: shorter than a cell (`1,2 млн ₽`, `12 %`) so the axis stays narrow. */
export function formatChartTick(value: number, kind: ChartValueKind): string {
  if (kind === 'percent') return percents.format(value);
  const text = Math.abs(value) >= 10_000 ? compact.format(value) : counts.format(value);
  return kind === 'money' ? `${text}\u00a0₽` : text;
}

/** Sums values of one kind: money in whole kopecks (never float roubles), counts and ratios as they are. */
export function sumChartValues(values: readonly number[], kind: ChartValueKind): number {
  if (kind !== 'money') return values.reduce((sum, value) => sum + value, 0);
  return values.reduce((sum, value) => sum + toKopecks(value), 0) / 100;
}

const isoDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
};

/** Intl's ` г.` after a year only widens axis labels; `нояб. 2026` reads the same. */
const withoutYearMark = (text: string) => text.replace(/\s?г\.$/, '');

/** `2026-11-12` → `12 нояб.`; with `withYear` → `12 нояб. 2026` (a series spanning years). */
export function formatDayLabel(iso: string, withYear = false): string {
  return withYear ? withoutYearMark(dayMonthYear.format(isoDay(iso))) : dayMonth.format(isoDay(iso));
}

/** `2026-11-01` → `нояб. 2026` */
export function formatMonthLabel(iso: string): string {
  return withoutYearMark(monthYear.format(isoDay(iso)));
}
