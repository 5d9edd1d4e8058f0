import { describe, expect, it } from 'vitest';
import { formatDateText, formatDayText, parseDateText, parseDayText } from './date-text';

describe('parseDayText (dd.MM.yyyy)', () => {
  it('reads day, month and year as local midnight', () => {
    expect(parseDayText('01.02.2026')).toEqual(new Date(2026, 1, 1));
    expect(parseDayText('29.02.2024')).toEqual(new Date(2024, 1, 29));
    expect(parseDayText(' 1.2.2026 ')).toEqual(new Date(2026, 1, 1));
  });

  it.each([
    ['31.02.2026'],
    ['29.02.2026'],
    ['00.01.2026'],
    ['01.13.2026'],
    ['2026.02.01'],
    ['01/02/2026'],
    ['01-02-2026'],
    ['01.02.26'],
    ['001.02.2026'],
    ['01.02.2026 10:00'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (text) => {
    expect(parseDayText(text)).toBeNull();
  });
});

describe('formatDayText', () => {
  it('pads day and month', () => {
    expect(formatDayText(new Date(2026, 1, 1))).toBe('01.02.2026');
    expect(formatDayText(new Date(2026, 11, 31, 18, 30))).toBe('31.12.2026');
  });
});

describe('formatDateText', () => {
  it.each([
    ['21.11.2026', '21.11.2026'],
    ['1.2.2026', '01.02.2026'],
    ['11.21.2026', '21.11.2026'],
    ['02.13.2026', '13.02.2026'],
    ['2026.11.21', '21.11.2026'],
    ['2026.2.1', '01.02.2026'],
    ['  21.11.2026  ', '21.11.2026'],
    ['29.02.2024', '29.02.2024'],
  ])('shows %j as %j', (text, shown) => {
    expect(formatDateText(text)).toBe(shown);
  });

  it('reads an ambiguous text day-first', () => {
    expect(formatDateText('03.04.2026')).toBe('03.04.2026');
    expect(parseDateText('03.04.2026')).toEqual(new Date(2026, 3, 3));
  });

  it.each([
    ['13.13.2026'],
    ['31.02.2026'],
    ['02.31.2026'],
    ['2026.21.11'],
    ['2026.02.30'],
    ['2026-11-21'],
    ['21/11/2026'],
    ['21.11.26'],
    ['завтра'],
    [''],
    [null],
    [undefined],
  ])('shows %j as ---', (text) => {
    expect(formatDateText(text)).toBe('---');
    expect(parseDateText(text)).toBeNull();
  });
});
