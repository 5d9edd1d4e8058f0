import { describe, expect, it } from 'vitest';
import { costAfterDiscount, courseCostFormSchema, parseAmount } from './course-cost-form';

const messages = (values: Record<'costBeforeDiscount' | 'personalDiscount' | 'cost', string>) => {
  const parsed = courseCostFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('cost block', () => {
  it('reads Russian amounts and sends consistent numbers', () => {
    expect(parseAmount('1 990,50')).toBe(1990.5);
    expect(parseAmount('1990.5 ₽')).toBe(1990.5);
    expect(parseAmount('десять')).toBeNull();
    expect(
      courseCostFormSchema.parse({
        costBeforeDiscount: '19 900',
        personalDiscount: '2000,5',
        cost: '17899,5',
      }),
    ).toEqual({ costBeforeDiscount: 19_900, personalDiscount: 2000.5, cost: 17_899.5 });
  });

  it('refuses negative, unreadable and over-precise amounts with Russian messages', () => {
    expect(messages({ costBeforeDiscount: '-1', personalDiscount: '0', cost: '0' })).toEqual({
      costBeforeDiscount: 'Сумма не может быть отрицательной',
    });
    expect(messages({ costBeforeDiscount: 'много', personalDiscount: '0', cost: '0' })).toEqual({
      costBeforeDiscount: 'Введите сумму, например 1990 или 1990,50',
    });
    expect(
      messages({ costBeforeDiscount: '10,555', personalDiscount: '0', cost: '10,555' }).costBeforeDiscount,
    ).toBe('Не больше двух знаков после запятой');
  });

  it('keeps the three amounts consistent: discount ≤ price, price = before − discount', () => {
    expect(messages({ costBeforeDiscount: '1000', personalDiscount: '1500', cost: '0' })).toEqual({
      personalDiscount: 'Скидка не может быть больше цены до скидки',
    });
    expect(messages({ costBeforeDiscount: '1000', personalDiscount: '100', cost: '950' })).toEqual({
      cost: 'Цена должна быть равна цене до скидки минус скидка',
    });
    expect(costAfterDiscount('19 900', '2000,10')).toBe('17899,9');
    expect(costAfterDiscount('0,3', '0,1')).toBe('0,2');
    expect(costAfterDiscount('', '1')).toBeNull();
  });
});
