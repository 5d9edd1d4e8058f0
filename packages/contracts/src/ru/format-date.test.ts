import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, NO_DATE } from './format-date';

const ISO = '2026-11-21T11:05:00.000Z';

describe('formatDate', () => {
  it('prints the day with a short month name without the "г." year suffix Intl adds', () => {
    expect(formatDate(ISO, 'Europe/Moscow')).toBe('21 нояб. 2026');
    expect(formatDate(ISO, 'UTC')).toBe('21 нояб. 2026');
  });

  it('uses the given time zone to decide the day', () => {
    const lateEvening = '2026-01-05T22:30:00Z';
    expect(formatDate(lateEvening, 'UTC')).toBe('5 янв. 2026');
    expect(formatDate(lateEvening, 'Europe/Moscow')).toBe('6 янв. 2026');
  });

  it.each([
    [0, 'янв.'],
    [1, 'февр.'],
    [2, 'мар.'],
    [3, 'апр.'],
    [4, 'мая'],
    [5, 'июн.'],
    [6, 'июл.'],
    [7, 'авг.'],
    [8, 'сент.'],
    [9, 'окт.'],
    [10, 'нояб.'],
    [11, 'дек.'],
  ])('month %i is shortened to %s', (month, short) => {
    expect(formatDate(new Date(Date.UTC(2026, month, 1)), 'UTC')).toBe(`1 ${short} 2026`);
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(ISO), 'UTC')).toBe('21 нояб. 2026');
    expect(formatDate(Date.parse(ISO), 'UTC')).toBe('21 нояб. 2026');
    expect(formatDate(0, 'UTC')).toBe('1 янв. 1970');
  });

  it('falls back to the runtime time zone', () => {
    const runtime = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDate(ISO)).toBe(formatDate(ISO, runtime));
  });

  it.each([[null], [undefined], [''], ['not a date'], ['2026-13-01'], [Number.NaN], [new Date('x')]])(
    'shows %j as ---',
    (value) => {
      expect(formatDate(value, 'UTC')).toBe(NO_DATE);
      expect(formatDateTime(value, 'UTC')).toBe(NO_DATE);
    },
  );

  it('throws on an unknown time zone, which is a programming error', () => {
    expect(() => formatDate(ISO, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds 24-hour time after a comma', () => {
    expect(formatDateTime(ISO, 'Europe/Moscow')).toBe('21 нояб. 2026, 14:05');
    expect(formatDateTime(ISO, 'UTC')).toBe('21 нояб. 2026, 11:05');
  });

  it('pads hours and uses 00 for midnight, never 24 or AM/PM', () => {
    expect(formatDateTime('2026-01-05T21:00:00Z', 'Europe/Moscow')).toBe('6 янв. 2026, 00:00');
    expect(formatDateTime('2026-01-05T07:09:00Z', 'UTC')).toBe('5 янв. 2026, 07:09');
    expect(formatDateTime('2026-01-05T23:59:59Z', 'UTC')).toBe('5 янв. 2026, 23:59');
  });

  it('does not mix up formatters cached for different zones', () => {
    expect(formatDateTime(ISO, 'UTC')).toBe('21 нояб. 2026, 11:05');
    expect(formatDateTime(ISO, 'Asia/Vladivostok')).toBe('21 нояб. 2026, 21:05');
    expect(formatDate(ISO, 'Asia/Vladivostok')).toBe('21 нояб. 2026');
  });
});
