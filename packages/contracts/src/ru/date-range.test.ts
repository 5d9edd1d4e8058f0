import { describe, expect, it } from 'vitest';
import { formatDateRange, parseDateRange, toDateRangeQuery } from './date-range';

const feb = (day: number) => new Date(2026, 1, day);

describe('parseDateRange', () => {
  it('reads both days around " - "', () => {
    expect(parseDateRange('01.02.2026 - 10.02.2026')).toEqual({ start: feb(1), end: feb(10) });
  });

  it('gives no range when the first part is unreadable or missing', () => {
    expect(parseDateRange('31.02.2026 - 10.02.2026')).toBeNull();
    expect(parseDateRange('abc - 10.02.2026')).toBeNull();
    expect(parseDateRange(' - 10.02.2026')).toBeNull();
    expect(parseDateRange('')).toBeNull();
    expect(parseDateRange(null)).toBeNull();
    expect(parseDateRange(undefined)).toBeNull();
  });

  it('gives a one-day range when the second part is unreadable or missing', () => {
    expect(parseDateRange('01.02.2026')).toEqual({ start: feb(1), end: null });
    expect(parseDateRange('01.02.2026 - ')).toEqual({ start: feb(1), end: null });
    expect(parseDateRange('01.02.2026 - 31.02.2026')).toEqual({ start: feb(1), end: null });
    expect(parseDateRange('01.02.2026 - junk')).toEqual({ start: feb(1), end: null });
  });

  it('collapses the same day twice into one', () => {
    expect(parseDateRange('01.02.2026 - 01.02.2026')).toEqual({ start: feb(1), end: null });
    expect(parseDateRange('1.2.2026 - 01.02.2026')).toEqual({ start: feb(1), end: null });
  });

  it('orders days given in reverse', () => {
    expect(parseDateRange('10.02.2026 - 01.02.2026')).toEqual({ start: feb(1), end: feb(10) });
  });

  it('splits only on " - " with spaces', () => {
    expect(parseDateRange('01.02.2026-10.02.2026')).toBeNull();
    expect(parseDateRange('01.02.2026 -10.02.2026')).toBeNull();
  });

  it('ignores parts after the second', () => {
    expect(parseDateRange('01.02.2026 - 10.02.2026 - 20.02.2026')).toEqual({ start: feb(1), end: feb(10) });
  });

  it('reads a range across a year end', () => {
    expect(parseDateRange('25.12.2025 - 05.01.2026')).toEqual({
      start: new Date(2025, 11, 25),
      end: new Date(2026, 0, 5),
    });
  });
});

describe('formatDateRange', () => {
  it('is the inverse of parseDateRange', () => {
    for (const text of ['01.02.2026 - 10.02.2026', '01.02.2026', '25.12.2025 - 05.01.2026']) {
      expect(formatDateRange(parseDateRange(text))).toBe(text);
    }
  });

  it('gives an empty text for no range', () => {
    expect(formatDateRange(null)).toBe('');
    expect(formatDateRange(undefined)).toBe('');
  });
});

describe('toDateRangeQuery', () => {
  it('sends both inclusive days as YYYY-MM-DD', () => {
    expect(toDateRangeQuery({ start: feb(1), end: feb(10) })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
  });

  it('asks for the single day of a one-day range', () => {
    expect(toDateRangeQuery({ start: feb(1), end: null })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-01',
    });
  });

  it('sends nothing for no range', () => {
    expect(toDateRangeQuery(null)).toEqual({});
    expect(toDateRangeQuery(parseDateRange('junk'))).toEqual({});
  });

  it('uses the local calendar day, not the UTC one', () => {
    const lateEvening = new Date(2026, 1, 10, 23, 30);
    expect(toDateRangeQuery({ start: lateEvening, end: null }).dateFrom).toBe('2026-02-10');
  });
});
