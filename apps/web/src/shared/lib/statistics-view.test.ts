import { describe, expect, it } from 'vitest';
import {
  matchingPreset,
  presetQuery,
  readStatisticsView,
  statisticsSearch,
  twelveMonthsTo,
} from './statistics-view';

const read = (search: string) => readStatisticsView(new URLSearchParams(search), '2026-11-23');

describe('statistics period and grouping in the URL', () => {
  it('opens on this month by day', () => {
    expect(read('')).toEqual({ dateFrom: '2026-11-01', dateTo: '2026-11-23', groupBy: 'day', badUrl: false });
  });

  it('reads a period and a grouping, and one day from dateFrom alone', () => {
    expect(read('dateFrom=2026-10-01&dateTo=2026-10-31&groupBy=week')).toEqual({
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      groupBy: 'week',
      badUrl: false,
    });
    expect(read('dateFrom=2026-10-05')).toMatchObject({ dateFrom: '2026-10-05', dateTo: '2026-10-05' });
  });

  it.each([
    'dateFrom=2026-13-01&dateTo=2026-12-01',
    'dateFrom=2026-11-10&dateTo=2026-11-01',
    'dateFrom=2026-11-01&dateTo=2026-11-10&groupBy=year',
    'dateFrom=1999-01-01&dateTo=2026-11-10',
    'dateFrom=01.11.2026',
  ])('shows the default and says so for %s', (search) => {
    expect(read(search)).toEqual({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-23',
      groupBy: 'day',
      badUrl: true,
    });
  });

  it('writes all three, so a shared link shows the same figures', () => {
    expect(
      statisticsSearch({ dateFrom: '2026-10-01', dateTo: '2026-10-31', groupBy: 'month' }).toString(),
    ).toBe('dateFrom=2026-10-01&dateTo=2026-10-31&groupBy=month');
  });

  it('has the quick periods a school owner asks for', () => {
    const today = '2026-03-31';
    expect(presetQuery('today', today)).toEqual({ dateFrom: today, dateTo: today, groupBy: 'day' });
    expect(presetQuery('week', today)).toEqual({ dateFrom: '2026-03-25', dateTo: today, groupBy: 'day' });
    expect(presetQuery('thisMonth', today)).toEqual({
      dateFrom: '2026-03-01',
      dateTo: today,
      groupBy: 'day',
    });
    expect(presetQuery('lastMonth', today)).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-28',
      groupBy: 'day',
    });
    expect(presetQuery('lastMonth', '2026-01-15')).toMatchObject({
      dateFrom: '2025-12-01',
      dateTo: '2025-12-31',
    });
    expect(presetQuery('year', today)).toEqual({ dateFrom: '2025-04-01', dateTo: today, groupBy: 'month' });
    expect(matchingPreset({ dateFrom: '2026-03-01', dateTo: today, groupBy: 'week' }, today)).toBe(
      'thisMonth',
    );
    expect(matchingPreset({ dateFrom: '2026-03-02', dateTo: today, groupBy: 'day' }, today)).toBeNull();
  });
});

describe('the subscriptions’ twelve months', () => {
  it('run from the 1st of the month eleven months before the period’s end to that end', () => {
    expect(twelveMonthsTo('2026-11-27')).toEqual({ dateFrom: '2025-12-01', dateTo: '2026-11-27' });
    expect(twelveMonthsTo('2026-03-31')).toEqual({ dateFrom: '2025-04-01', dateTo: '2026-03-31' });
    expect(twelveMonthsTo('2024-02-29')).toEqual({ dateFrom: '2023-03-01', dateTo: '2024-02-29' });
  });
});
