import { describe, expect, it } from 'vitest';
import { roubles } from './sales-statistics.repository';

describe('roubles (kopecks as integer text → roubles with two decimals)', () => {
  it('moves the point without any arithmetic', () => {
    expect(roubles('0')).toBe('0.00');
    expect(roubles('5')).toBe('0.05');
    expect(roubles('30')).toBe('0.30');
    expect(roubles('123450')).toBe('1234.50');
    expect(roubles('-5')).toBe('-0.05');
    expect(roubles('-123456')).toBe('-1234.56');
    // Beyond 2^53 kopecks a float would drift; text does not.
    expect(roubles('9007199254740993')).toBe('90071992547409.93');
  });
});
