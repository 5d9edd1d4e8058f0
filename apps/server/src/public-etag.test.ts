import { describe, expect, it } from 'vitest';
import { etagOf } from './public-etag';

describe('etagOf', () => {
  it('is the same for equal bodies and differs when one character changes', () => {
    expect(etagOf({ a: 1, b: 'текст' })).toBe(etagOf({ a: 1, b: 'текст' }));
    expect(etagOf({ a: 1, b: 'текст' })).not.toBe(etagOf({ a: 1, b: 'тексТ' }));
    expect(etagOf({})).toMatch(/^W\/"[\w-]{27}"$/);
  });
});
