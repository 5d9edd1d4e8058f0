import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

const minutes = (n: number) => n * 60_000;

describe('formatDuration', () => {
  it('reads minutes, hours with minutes, days with hours', () => {
    expect(formatDuration(59_999)).toBe('меньше минуты');
    expect(formatDuration(minutes(45))).toBe('45 мин');
    expect(formatDuration(minutes(80) + 59_000)).toBe('1 ч 20 мин');
    expect(formatDuration(minutes(180))).toBe('3 ч');
    expect(formatDuration(minutes(24 * 60))).toBe('1 дн.');
    expect(formatDuration(minutes(52 * 60 + 30))).toBe('2 дн. 4 ч');
  });

  it('a negative span (a clock a little ahead) reads as none', () => {
    expect(formatDuration(-minutes(5))).toBe('меньше минуты');
  });
});
