import { describe, expect, it } from 'vitest';
import { formatCount, type PluralForms, plural } from './plural';

const LESSONS: PluralForms = ['урок', 'урока', 'уроков'];
const NBSP = '\u00a0';

describe('plural', () => {
  it.each([1, 21, 31, 101, 121, 1001, 100_001])('%i takes the first form', (n) => {
    expect(plural(n, LESSONS)).toBe('урок');
  });

  it.each([2, 3, 4, 22, 23, 24, 102, 1004])('%i takes the second form', (n) => {
    expect(plural(n, LESSONS)).toBe('урока');
  });

  it.each([0, 5, 6, 9, 10, 11, 12, 13, 14, 15, 19, 20, 25, 100, 111, 112, 114, 211, 1000])(
    '%i takes the third form',
    (n) => {
      expect(plural(n, LESSONS)).toBe('уроков');
    },
  );

  it('follows the absolute value of negatives', () => {
    expect(plural(-1, LESSONS)).toBe('урок');
    expect(plural(-3, LESSONS)).toBe('урока');
    expect(plural(-11, LESSONS)).toBe('уроков');
    expect(plural(-0, LESSONS)).toBe('уроков');
  });

  it('gives fractions the second form', () => {
    expect(plural(1.5, LESSONS)).toBe('урока');
    expect(plural(0.5, LESSONS)).toBe('урока');
    expect(plural(11.5, LESSONS)).toBe('урока');
    expect(plural(-2.25, LESSONS)).toBe('урока');
  });

  it('treats integral floats as integers', () => {
    expect(plural(21.0, LESSONS)).toBe('урок');
  });

  it('gives NaN and infinities the third form', () => {
    expect(plural(Number.NaN, LESSONS)).toBe('уроков');
    expect(plural(Number.POSITIVE_INFINITY, LESSONS)).toBe('уроков');
  });
});

describe('formatCount', () => {
  it('puts the number before the agreeing form', () => {
    expect(formatCount(5, LESSONS)).toBe('5 уроков');
    expect(formatCount(1, LESSONS)).toBe('1 урок');
    expect(formatCount(22, LESSONS)).toBe('22 урока');
    expect(formatCount(0, LESSONS)).toBe('0 уроков');
  });

  it('formats the number the ru-RU way', () => {
    expect(formatCount(1000, LESSONS)).toBe(`1${NBSP}000 уроков`);
    expect(formatCount(1.5, LESSONS)).toBe('1,5 урока');
    expect(formatCount(-3, LESSONS)).toBe('-3 урока');
  });

  it('agrees with the number as shown after rounding to two decimals', () => {
    expect(formatCount(1.001, LESSONS)).toBe('1 урок');
    expect(formatCount(4.999, LESSONS)).toBe('5 уроков');
    expect(formatCount(-0, LESSONS)).toBe('0 уроков');
  });

  it('shows a dash for NaN and infinities', () => {
    expect(formatCount(Number.NaN, LESSONS)).toBe('—');
    expect(formatCount(Number.NEGATIVE_INFINITY, LESSONS)).toBe('—');
  });
});
