import { describe, expect, it } from 'vitest';
import { formatDate } from '../ru/format-date';
import { endOfSchoolDay, isInFuture, SCHOOL_TIME_ZONE, toValidDate } from './time';

const NOW = new Date('2026-02-01T12:00:00.000Z');

describe('isInFuture', () => {
  it('is true only strictly after now', () => {
    expect(isInFuture('2026-02-01T12:00:00.001Z', NOW)).toBe(true);
    expect(isInFuture('2026-02-01T12:00:00.000Z', NOW)).toBe(false);
    expect(isInFuture('2026-02-01T11:59:59.999Z', NOW)).toBe(false);
  });

  it('accepts Dates and epoch milliseconds', () => {
    expect(isInFuture(new Date(NOW.getTime() + 1), NOW)).toBe(true);
    expect(isInFuture(NOW.getTime() + 60_000, NOW)).toBe(true);
    expect(isInFuture(NOW, NOW)).toBe(false);
  });

  it('compares with the current time by default', () => {
    expect(isInFuture(Date.now() + 60_000)).toBe(true);
    expect(isInFuture(Date.now() - 60_000)).toBe(false);
  });

  it.each([[null], [undefined], [''], ['not a date'], [Number.NaN]])('is false for %j', (value) => {
    expect(isInFuture(value, NOW)).toBe(false);
  });
});

describe('toValidDate', () => {
  it('copies a Date rather than returning it', () => {
    const original = new Date(NOW);
    const copy = toValidDate(original);
    expect(copy).toEqual(original);
    expect(copy).not.toBe(original);
  });

  it('gives null for an invalid Date', () => {
    expect(toValidDate(new Date('nope'))).toBeNull();
  });
});

describe('endOfSchoolDay', () => {
  it('ends the chosen day at 23:59:59.999 Moscow time, which is 20:59:59.999 UTC', () => {
    expect(endOfSchoolDay('2026-12-22').toISOString()).toBe('2026-12-22T20:59:59.999Z');
  });

  it('is shown as the chosen day on the school clock', () => {
    expect(formatDate(endOfSchoolDay('2026-12-22'), SCHOOL_TIME_ZONE)).toBe('22 дек. 2026');
    expect(formatDate(endOfSchoolDay('2026-12-31'), SCHOOL_TIME_ZONE)).toBe('31 дек. 2026');
  });
});
