import { describe, expect, it } from 'vitest';
import { responseTime } from './response-time';

describe('responseTime', () => {
  const createdAt = '2026-11-20T10:00:00.000Z';

  it('an answered application: the time to its first response, late or not', () => {
    const answered = { createdAt, firstResponseAt: '2026-11-20T11:20:00.000Z', overdue: false };
    expect(responseTime({ ...answered, respondedLate: false })).toEqual({
      text: 'через 1 ч 20 мин',
      overdue: false,
      late: false,
    });
    expect(responseTime({ ...answered, respondedLate: true }).late).toBe(true);
  });

  it('an answer within the minute reads «в течение минуты»', () => {
    const quick = {
      createdAt,
      firstResponseAt: '2026-11-20T10:00:59.000Z',
      overdue: false,
      respondedLate: false,
    };
    expect(responseTime(quick).text).toBe('в течение минуты');
    expect(responseTime({ ...quick, firstResponseAt: '2026-11-20T10:01:00.000Z' }).text).toBe('через 1 мин');
  });

  it('a waiting application: how long it has waited, overdue as the server says', () => {
    const now = Date.parse('2026-11-20T13:00:00.000Z');
    const waiting = { createdAt, firstResponseAt: null, respondedLate: false };
    expect(responseTime({ ...waiting, overdue: true }, now)).toEqual({
      text: 'ждёт 3 ч',
      overdue: true,
      late: false,
    });
    expect(responseTime({ ...waiting, overdue: false }, now).overdue).toBe(false);
  });
});
