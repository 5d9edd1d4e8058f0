import { describe, expect, it } from 'vitest';
import {
  dateRangeQuerySchema,
  FILTER_DAY_OUT_OF_RANGE,
  isoDaySchema,
  makeLocalDay,
  recordDaySchema,
  toIsoDay,
} from './calendar-day';

describe('makeLocalDay', () => {
  it('gives local midnight of an existing day', () => {
    expect(makeLocalDay(2026, 2, 1)).toEqual(new Date(2026, 1, 1));
    expect(makeLocalDay(2024, 2, 29)).toEqual(new Date(2024, 1, 29));
    expect(makeLocalDay(2026, 12, 31)).toEqual(new Date(2026, 11, 31));
  });

  it.each([
    [2026, 2, 31],
    [2026, 2, 29],
    [1900, 2, 29],
    [2026, 4, 31],
    [2026, 13, 1],
    [2026, 0, 10],
    [2026, 1, 0],
    [2026, 1, 32],
    [2026, 1.5, 1],
    [Number.NaN, 1, 1],
  ])('refuses %i-%i-%i, a day that does not exist', (year, month, day) => {
    expect(makeLocalDay(year, month, day)).toBeNull();
  });

  it('keeps two-digit years as written instead of turning them into 19xx', () => {
    expect(makeLocalDay(26, 1, 1)?.getFullYear()).toBe(26);
  });
});

describe('toIsoDay', () => {
  it('prints the local calendar day as YYYY-MM-DD', () => {
    expect(toIsoDay(new Date(2026, 1, 1))).toBe('2026-02-01');
    expect(toIsoDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(toIsoDay(makeLocalDay(26, 3, 4)!)).toBe('0026-03-04');
  });
});

describe('isoDaySchema and dateRangeQuerySchema', () => {
  it('accept real days only', () => {
    expect(isoDaySchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDaySchema.safeParse('2026-02-30').success).toBe(false);
    expect(isoDaySchema.safeParse('01.02.2026').success).toBe(false);
    expect(isoDaySchema.safeParse('2026-02-01T00:00:00Z').success).toBe(false);
  });

  it('leaves both bounds optional', () => {
    expect(dateRangeQuerySchema.parse({})).toEqual({});
    expect(dateRangeQuerySchema.parse({ dateFrom: '2026-02-01', dateTo: '2026-02-10' })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
    expect(dateRangeQuerySchema.safeParse({ dateTo: '2026-2-1' }).success).toBe(false);
  });

  it.each([['0000-01-01'], ['1899-12-31'], ['3000-01-01'], ['9999-12-31']])(
    'refuse the filter day %s, which SQL cannot take',
    (day) => {
      expect(dateRangeQuerySchema.safeParse({ dateFrom: day }).error?.issues[0]?.message).toBe(
        FILTER_DAY_OUT_OF_RANGE,
      );
      expect(dateRangeQuerySchema.safeParse({ dateTo: day }).success).toBe(false);
    },
  );
});

describe('recordDaySchema', () => {
  it('keeps a stored day inside the years SQL holds, with the Russian words for the form', () => {
    expect(recordDaySchema.safeParse('2027-03-31').success).toBe(true);
    const far = recordDaySchema.safeParse('0000-01-01');
    expect(far.success ? '' : far.error.issues[0]?.message).toBe('Дата от 01.01.1900 до 31.12.2999');
    expect(recordDaySchema.safeParse('3000-01-01').success).toBe(false);
  });
});
