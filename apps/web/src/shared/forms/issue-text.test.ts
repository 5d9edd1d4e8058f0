import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueText } from './issue-text';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  return issueText(result.error.issues[0]!, value);
};

describe('issueText', () => {
  it('says «Поле обязательно» for an empty value, whatever the rule', () => {
    expect(firstIssue(z.string().min(3), '  ')).toBe('Поле обязательно');
    expect(firstIssue(z.number(), null)).toBe('Поле обязательно');
  });

  it('tells a number its range and a text its length', () => {
    expect(firstIssue(z.number().int().min(1), 0)).toBe('Не меньше 1');
    expect(firstIssue(z.number().max(1_000_000), 2_000_000)).toBe('Не больше 1\u00a0000\u00a0000');
    expect(firstIssue(z.number().int(), 1.5)).toBe('Целое число');
    expect(firstIssue(z.string().min(3), 'ab')).toBe('Не короче 3 символов');
    expect(firstIssue(z.string().max(2), 'abc')).toBe('Не длиннее 2 символов');
  });

  it('passes the contracts’ own Russian messages through, English ones become «Неверный формат»', () => {
    expect(firstIssue(z.string().regex(/^\w+$/, 'Только буквы и цифры'), 'a b')).toBe('Только буквы и цифры');
    expect(firstIssue(z.string().regex(/^\w+$/), 'a b')).toBe('Неверный формат');
    expect(firstIssue(z.string().email(), 'x')).toBe('Неверный формат e-mail');
  });
});
