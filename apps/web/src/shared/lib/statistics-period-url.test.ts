import { describe, expect, it } from 'vitest';
import { lastDays, readPeriod, schoolToday } from './statistics-period-url';

const fallback = lastDays('2026-11-23', 30);
const read = (search: string) => readPeriod(new URLSearchParams(search), fallback);

describe('a statistics period in the URL', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(fallback).toEqual({ dateFrom: '2026-10-25', dateTo: '2026-11-23' });
    expect(lastDays('2026-03-01', 1)).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-01' });
    expect(read('')).toEqual({ period: fallback, badUrl: false });
  });

  it('reads a period, and one day from dateFrom alone', () => {
    expect(read('dateFrom=2026-01-01&dateTo=2026-01-31').period).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
    });
    expect(read('dateFrom=2026-01-05').period).toEqual({ dateFrom: '2026-01-05', dateTo: '2026-01-05' });
  });

  it('falls back and says so for a reversed or unreadable period', () => {
    expect(read('dateFrom=2026-02-01&dateTo=2026-01-01')).toEqual({ period: fallback, badUrl: true });
    expect(read('dateFrom=01.02.2026')).toEqual({ period: fallback, badUrl: true });
  });

  it('takes today on the Moscow clock', () => {
    // 21:30 UTC on 23 November is already 24 November in Moscow.
    expect(schoolToday(Date.parse('2026-11-23T21:30:00Z'))).toBe('2026-11-24');
  });
});
