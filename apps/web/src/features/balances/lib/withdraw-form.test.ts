import { describe, expect, it } from 'vitest';
import { withdrawFieldOf, withdrawFormInitial, withdrawFormSchema } from './withdraw-form';

const card = { type: 'card', cardNumber: '4111 1111 1111 1111', account: '', bik: '', recipient: '' };
const errorsOf = (result: ReturnType<ReturnType<typeof withdrawFormSchema>['safeParse']>) =>
  result.success
    ? {}
    : Object.fromEntries(
        // ru-RU groups thousands with a no-break space.
        result.error.issues.map((issue) => [issue.path[0], issue.message.replace(/\s/g, ' ')]),
      );

describe('withdrawFormSchema', () => {
  const schema = withdrawFormSchema(7500, 3000);

  it('turns the fields into the POST body, in whole kopecks, card digits only', () => {
    expect(schema.parse({ ...card, amount: '3000.10' })).toEqual({
      amount: 3000.1,
      requisites: { type: 'card', cardNumber: '4111111111111111' },
    });
    expect(
      schema.parse({
        amount: '7500',
        type: 'account',
        cardNumber: '',
        account: '4070 2810 9000 0000 0001',
        bik: '044525225',
        recipient: ' ИП Петров ',
      }),
    ).toEqual({
      amount: 7500,
      requisites: {
        type: 'account',
        account: '40702810900000000001',
        bik: '044525225',
        recipient: 'ИП Петров',
      },
    });
  });

  it('names the field of each mistake, in Russian', () => {
    expect(errorsOf(schema.safeParse({ ...card, amount: '2999.99' }))).toEqual({
      amount: 'Минимальная сумма вывода — 3 000 ₽',
    });
    expect(errorsOf(schema.safeParse({ ...card, amount: '7500.01' })).amount).toMatch(
      /^Не больше доступного/,
    );
    expect(errorsOf(schema.safeParse({ ...card, amount: '3000.123' })).amount).toBe(
      'Не больше двух знаков после запятой',
    );
    expect(errorsOf(schema.safeParse({ ...card, amount: '0' })).amount).toBe('Сумма должна быть больше нуля');
    expect(
      errorsOf(schema.safeParse({ ...card, amount: '3000', cardNumber: '4111 1111 1111 1112' })),
    ).toEqual({
      cardNumber: 'Номер карты введён с ошибкой',
    });
    expect(
      errorsOf(schema.safeParse({ ...card, type: 'account', amount: '3000', account: '123', bik: '1' })),
    ).toEqual({ account: 'Расчётный счёт — 20 цифр', bik: 'БИК — 9 цифр', recipient: 'Укажите получателя' });
  });

  it('uses the current minimum from the settings', () => {
    expect(errorsOf(withdrawFormSchema(7500, 5000).safeParse({ ...card, amount: '4000' })).amount).toBe(
      'Минимальная сумма вывода — 5 000 ₽',
    );
  });

  it('opens with the whole available sum only when it reaches the minimum', () => {
    expect(withdrawFormInitial(7500, 3000).amount).toBe('7500');
    expect(withdrawFormInitial(2000, 3000).amount).toBe('');
  });

  it('maps the server’s field paths to the dialog’s fields', () => {
    expect(withdrawFieldOf('requisites.cardNumber')).toBe('cardNumber');
    expect(withdrawFieldOf('amount')).toBe('amount');
    expect(withdrawFieldOf('body')).toBeUndefined();
  });
});
