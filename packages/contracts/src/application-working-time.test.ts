import { describe, expect, it } from 'vitest';
import { responseDueAt } from './application-working-time';
import { APPLICATION_SETTINGS_DEFAULTS } from './applications';

// Moscow is UTC+3: 10:00 Moscow = 07:00Z. 2026-11-23 is a Monday.
const due = (iso: string, settings = APPLICATION_SETTINGS_DEFAULTS) =>
  responseDueAt(new Date(iso), settings).toISOString();

describe('responseDueAt: 2 working hours on the school clock (Mon–Fri 10:00–19:00 Moscow)', () => {
  it('inside working hours adds the target', () => {
    expect(due('2026-11-23T08:15:30.000Z')).toBe('2026-11-23T10:15:30.000Z');
  });
  it('carries what is left past the end of the day to the next working morning', () => {
    // 18:00 Moscow Monday: one hour today, one hour from 10:00 Tuesday.
    expect(due('2026-11-23T15:00:00.000Z')).toBe('2026-11-24T08:00:00.000Z');
  });
  it('before the day starts counts from its start', () => {
    expect(due('2026-11-23T03:00:00.000Z')).toBe('2026-11-23T09:00:00.000Z');
  });
  it('on Friday evening and the weekend waits for Monday', () => {
    // Friday 2026-11-27 18:30 Moscow → 30 min Friday, 90 min Monday → Monday 11:30 Moscow.
    expect(due('2026-11-27T15:30:00.000Z')).toBe('2026-11-30T08:30:00.000Z');
    // Saturday noon → Monday 12:00 Moscow.
    expect(due('2026-11-28T09:00:00.000Z')).toBe('2026-11-30T09:00:00.000Z');
  });
  it('after midnight UTC but before midnight Moscow belongs to the Moscow day', () => {
    // 2026-11-23T22:30Z is Tuesday 01:30 Moscow → Tuesday 12:00 Moscow.
    expect(due('2026-11-23T22:30:00.000Z')).toBe('2026-11-24T09:00:00.000Z');
  });
  it('follows the settings: a round-the-clock week is plain elapsed time', () => {
    const always = {
      responseTargetMinutes: 45,
      workdayStart: '00:00',
      workdayEnd: '24:00',
      workDays: [1, 2, 3, 4, 5, 6, 7],
    };
    expect(due('2026-11-28T23:40:00.000Z', always)).toBe('2026-11-29T00:25:00.000Z');
  });
  it('a target longer than a working day spans days', () => {
    const long = { ...APPLICATION_SETTINGS_DEFAULTS, responseTargetMinutes: 9 * 60 + 30 };
    // Monday 10:00 Moscow + 9 h 30 min of work → Tuesday 10:30 Moscow.
    expect(due('2026-11-23T07:00:00.000Z', long)).toBe('2026-11-24T07:30:00.000Z');
  });
});
