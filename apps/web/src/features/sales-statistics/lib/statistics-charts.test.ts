import { describe, expect, it } from 'vitest';
import { sumChartValues } from '@/shared/charts';
import { DAYS, periodRow, SUBSCRIPTIONS } from '../sales-statistics.fixtures';
import {
  countsChart,
  isQuietPeriod,
  periodLabel,
  retentionTable,
  revenueByProviderChart,
  revenueByTypeChart,
  revenueSummary,
} from './statistics-charts';

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('statistics → charts', () => {
  it('keeps every period of the answer, an empty day too, named in Russian', () => {
    const chart = revenueByTypeChart(DAYS.periods, 'day');
    expect(chart.labels).toEqual(['1 нояб.', '2 нояб.', '3 нояб.']);
    expect(chart.series.map((series) => series.label)).toEqual(['Первые оплаты', 'Автосписания']);
    expect(chart.series[0]?.values).toEqual([1000.1, 0, 234.2]);
    expect(chart.series[1]?.values).toEqual([0.2, 0, 0]);
    expect(countsChart(DAYS.periods, 'day').series[0]?.values).toEqual([3, 0, 1]);
  });

  it('adds the series in kopecks to exactly the server totals', () => {
    const chart = revenueByTypeChart(DAYS.periods, 'day');
    const [first = [], next = []] = chart.series.map((series) => series.values);
    expect(sumChartValues(first, 'money')).toBe(DAYS.totals.sumAmountFirstPaySubscriptions);
    expect(sumChartValues(next, 'money')).toBe(DAYS.totals.sumAmountNextPaySubscriptions);
    expect(revenueSummary(chart)).toBe(
      `Всего ${nbsp('1 234,50 ₽')}: первые оплаты ${nbsp('1 234,30 ₽')}, автосписания ${nbsp('0,20 ₽')}.`,
    );
  });

  it('stacks providers that took money in the period, in the product order, with zeros kept per period', () => {
    const chart = revenueByProviderChart(DAYS.periods, 'day');
    expect(chart.series).toEqual([
      { label: 'Т-Банк (Тинькофф)', values: [1000.1, 0, 234.2] },
      { label: 'СБП', values: [0.2, 0, 0] },
    ]);
  });

  it('names weeks by their (clipped) days and months by month, with the year when the series spans two', () => {
    expect(periodLabel({ start: '2026-11-09', end: '2026-11-15' }, 'week', false)).toBe('9 нояб. – 15 нояб.');
    expect(periodLabel({ start: '2026-11-30', end: '2026-11-30' }, 'week', false)).toBe('30 нояб.');
    expect(periodLabel({ start: '2026-11-01', end: '2026-11-30' }, 'month', false)).toBe('нояб. 2026');
    const spanning = [periodRow('2025-12-31', '2025-12-31'), periodRow('2026-01-01', '2026-01-01')];
    expect(revenueByTypeChart(spanning, 'day').labels).toEqual(['31 дек. 2025', '1 янв. 2026']);
  });

  it('tells a quiet period from one with figures', () => {
    expect(isQuietPeriod(DAYS.totals)).toBe(false);
    expect(
      isQuietPeriod({
        ...DAYS.totals,
        countSingUp: 0,
        countFirstPaySubscriptions: 0,
        countNextPaySubscriptions: 0,
        countRefunds: 0,
      }),
    ).toBe(true);
  });

  it('gives every cohort the same columns, shares of its size, and no share where it has not been yet', () => {
    expect(
      retentionTable([{ month: '2026-09-01', subscriptions: 0, retained: [0, 0] }]).rows[0]?.shares,
    ).toEqual([null, null]);
    const { columns, rows } = retentionTable(SUBSCRIPTIONS.retention);
    expect(columns).toBe(2);
    expect(rows.map((row) => [row.label, row.subscriptions, row.shares])).toEqual([
      ['окт. 2026', 4, [1, 0.75]],
      ['нояб. 2026', 3, [1, null]],
    ]);
  });
});
