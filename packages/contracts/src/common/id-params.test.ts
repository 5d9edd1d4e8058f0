import { describe, expect, it } from 'vitest';
import { ID_INVALID, ID_MAX, idParamSchema, idSchema } from './id-params';

describe('idSchema and idParamSchema', () => {
  it('accept 1 to 2³¹ − 1, the range of a PostgreSQL integer', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(ID_MAX)).toBe(ID_MAX);
    expect(idParamSchema.parse('2147483647')).toBe(ID_MAX);
  });

  it.each([[0], [-1], [1.5], [2 ** 31], [99_999_999_999], [2 ** 53]])('refuse %s with one message', (id) => {
    expect(idSchema.safeParse(id).error?.issues[0]?.message).toBe(ID_INVALID);
    expect(idParamSchema.safeParse(String(id)).error?.issues[0]?.message).toBe(ID_INVALID);
  });

  it('refuse what is not a number', () => {
    expect(idSchema.safeParse('1').success).toBe(false);
    expect(idParamSchema.safeParse('abc').success).toBe(false);
    expect(idParamSchema.safeParse('').success).toBe(false);
  });
});
