import { describe, expect, it } from 'vitest';
import { statisticsPeriods } from './statistics-periods';

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The periods by the calendar, one day at a time: what statisticsPeriods must agree with. The key is the
 * period's own first day (the Monday, the 1st) even when the range starts after it.
 */
function periodsByCalendar(dateFrom: string, dateTo: string, groupBy: 'day' | 'week' | 'month') {
  const keyOf = (time: number) => {
    const date = new Date(time);
    if (groupBy === 'day') return day(time);
    if (groupBy === 'month') return day(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    return day(time - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  };
  const periods: { key: string; start: string; end: string }[] = [];
  for (let time = Date.parse(`${dateFrom}T00:00:00Z`); day(time) <= dateTo; time += 86_400_000) {
    const key = keyOf(time);
    const last = periods[periods.length - 1];
    if (last?.key === key) last.end = day(time);
    else periods.push({ key, start: day(time), end: day(time) });
  }
  return periods;
}

describe('statisticsPeriods', () => {
  it.each([
    ['2024-02-27', '2024-03-02'], // a leap day
    ['2023-12-30', '2025-01-03'], // years and ISO weeks across New Year
    ['2026-11-25', '2026-11-25'], // one day
    ['2023-11-26', '2026-11-25'], // three years
  ])('gives every day, ISO week and month from %s to %s, the first and last clipped', (from, to) => {
    for (const groupBy of ['day', 'week', 'month'] as const) {
      expect(statisticsPeriods(from, to, groupBy)).toEqual(periodsByCalendar(from, to, groupBy));
    }
  });
});
