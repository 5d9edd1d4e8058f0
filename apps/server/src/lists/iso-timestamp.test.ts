import { describe, expect, it } from 'vitest';
import { isoFromDriver } from './iso-timestamp';

/** What the list gave before: drizzle's `new Date(text)`, then `toISOString()`. */
const throughDate = (text: string) => new Date(text).toISOString();

describe('isoFromDriver', () => {
  it.each([
    '2026-11-23 14:54:15.347123+00',
    '2026-11-23 14:54:15.347+00',
    '2026-11-23 14:54:15.34+00',
    '2026-11-23 14:54:15.3+00',
    '2026-11-23 14:54:15+00',
    '2026-11-23 14:54:15.999999+00',
    '2026-11-23 14:54:15.000001+00',
    '2026-11-23 17:54:15.347123+03',
    '2026-11-23 20:24:15.347123+05:30',
    '1999-12-31 23:59:59.9995+00',
    '0099-01-01 00:00:00+00',
  ])('gives the same text as a Date for %s', (text) => {
    expect(isoFromDriver(text)).toBe(throughDate(text));
  });

  it('passes a Date through toISOString', () => {
    expect(isoFromDriver(new Date(Date.UTC(2026, 10, 23, 14, 54, 15, 347)))).toBe('2026-11-23T14:54:15.347Z');
  });
});
