import { describe, expect, it } from 'vitest';
import { readStatisticsView } from '@/shared/lib/statistics-view';
import { isQuietPeriod, periodLabels } from './profit-charts';

const row = (period: string) => ({ period, signUps: 0, revenue: 0, accrued: 0 });

describe('periodLabels', () => {
  it('names weeks by their days, the last one clipped to the period’s end', () => {
    expect(periodLabels([row('2026-11-02'), row('2026-11-09')], 'week', '2026-11-11')).toEqual([
      '2 нояб. – 8 нояб.',
      '9 нояб. – 11 нояб.',
    ]);
  });

  it('names months, and days with the year when the series spans two', () => {
    expect(periodLabels([row('2026-11-01')], 'month', '2026-11-30')).toEqual(['нояб. 2026']);
    expect(periodLabels([row('2025-12-31'), row('2026-01-01')], 'day', '2026-01-01')).toEqual([
      '31 дек. 2025',
      '1 янв. 2026',
    ]);
  });
});

describe('readStatisticsView on «Прибыль»', () => {
  it('reads the URL, and falls back to this month by day on an unknown grouping', () => {
    const params = new URLSearchParams('dateFrom=2026-01-01&dateTo=2026-01-31&groupBy=week');
    expect(readStatisticsView(params, '2026-11-20')).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      groupBy: 'week',
      badUrl: false,
    });
    expect(readStatisticsView(new URLSearchParams('groupBy=year'), '2026-11-20')).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
      groupBy: 'day',
      badUrl: true,
    });
  });

  it('calls a period quiet only when nothing at all happened', () => {
    const zero = { signUps: 0, payingReferrals: 0, revenue: 0, accrued: 0, held: 0, paid: 0, reversed: 0 };
    expect(isQuietPeriod(zero)).toBe(true);
    expect(isQuietPeriod({ ...zero, signUps: 1 })).toBe(false);
  });
});
