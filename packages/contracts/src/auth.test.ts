import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailSchema } from './auth';

describe('EMAIL_PATTERN', () => {
  it.each([
    ['super@demo.test'],
    ['ivan.petrov@example.com'],
    ['ivan+school@mail.ru'],
    ['a@b.co'],
    ['first_last-1@sub.domain.org'],
    ['UPPER@EXAMPLE.RU'],
    ['иван@почта.рф'],
  ])('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    [''],
    ['plainaddress'],
    ['@example.com'],
    ['ivan@'],
    ['ivan@example'],
    ['ivan@@example.com'],
    ['ivan@exa@mple.com'],
    ['ivan petrov@example.com'],
    ['ivan@example .com'],
    [' ivan@example.com'],
    ['ivan@example.com '],
    ['ivan@.'],
  ])('refuses %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases before checking', () => {
    expect(emailSchema.parse('  Ivan@Example.COM ')).toBe('ivan@example.com');
  });

  it('answers with the server message the web maps to Russian', () => {
    const result = emailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('email must be an email');
  });

  it('refuses addresses longer than 254 characters', () => {
    expect(emailSchema.safeParse(`${'a'.repeat(250)}@b.ru`).success).toBe(false);
  });
});
