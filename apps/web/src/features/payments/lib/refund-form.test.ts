import { describe, expect, it } from 'vitest';
import { refundFormInitial, refundFormSchema } from './refund-form';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('refund form', () => {
  it('opens with the whole refundable amount', () => {
    expect(refundFormInitial(1234.5)).toEqual({ amount: '1234.5', reason: '' });
    expect(refundFormInitial(0)).toEqual({ amount: '', reason: '' });
  });

  it('takes up to what is left, compared in kopecks (0.1 + 0.2 is 0.30)', () => {
    const schema = refundFormSchema(0.3);
    expect(schema.parse({ amount: String(0.1 + 0.2), reason: '' })).toEqual({
      amount: 0.3,
      reason: undefined,
    });
    expect(schema.parse({ amount: '0.01', reason: ' ошибка ' })).toEqual({ amount: 0.01, reason: 'ошибка' });
  });

  it('refuses more than is left, and nothing', () => {
    const schema = refundFormSchema(1234.5);
    expect(messages(schema.safeParse({ amount: '1234.51', reason: '' }))).toEqual([
      'Не больше 1\u00a0234,50\u00a0₽',
    ]);
    expect(messages(schema.safeParse({ amount: '0', reason: '' }))).toEqual([
      'Сумма возврата должна быть больше нуля',
    ]);
    expect(schema.safeParse({ amount: '', reason: '' }).success).toBe(false);
  });
});
