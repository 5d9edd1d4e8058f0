import { describe, expect, it } from 'vitest';
import { balancesChart, byMonth } from './balances-chart';

const day = (iso: string, accrual: number, withdrawal = 0) => ({
  day: iso,
  accrual,
  release: 0,
  withdrawal,
  reversal: 0,
});

describe('balancesChart', () => {
  it('draws the days of a short period, outgoing money as a positive bar, empty series left out', () => {
    const chart = balancesChart([day('2026-11-01', 100.1), day('2026-11-03', 0, -3000)]);
    expect(chart.monthly).toBe(false);
    expect(chart.labels).toHaveLength(2);
    expect(chart.series.map((series) => [series.label, series.values])).toEqual([
      ['Начислено', [100.1, 0]],
      ['Выведено', [0, 3000]],
    ]);
  });

  it('sums a long period by month, in whole kopecks', () => {
    const days = [day('2026-01-05', 0.1), day('2026-01-20', 0.2), day('2026-06-01', 5)];
    expect(byMonth(days).map((row) => [row.day, row.accrual])).toEqual([
      ['2026-01-01', 0.3],
      ['2026-06-01', 5],
    ]);
    const chart = balancesChart(days);
    expect(chart.monthly).toBe(true);
    expect(chart.labels).toHaveLength(2);
  });
});
