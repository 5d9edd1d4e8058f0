import { describe, expect, it } from 'vitest';
import { serviceFormInitial, serviceFormSchema } from './service-form';

const parse = (price: string, name = 'Разбор портфолио') =>
  serviceFormSchema.safeParse({ name, description: '', price });

describe('serviceFormSchema', () => {
  it('sends roubles with kopecks as whole kopecks / 100: no float noise on the wire', () => {
    expect(parse('1990.5').data?.price).toBe(1990.5);
    expect(parse('0.3').data?.price).toBe(0.3);
    // 1.005 is 1.00499999… as a float: the kopecks decide, never a third decimal.
    expect(parse('1.005').data?.price).toBe(1);
    expect(parse('0').data?.price).toBe(0);
  });

  it('refuses an empty price, a negative or an unreadable one, and an empty name, in Russian', () => {
    expect(parse('').success).toBe(false);
    expect(parse('-1').error?.issues[0]?.message).toBe('Цена не может быть отрицательной');
    expect(parse('100000000.01').error?.issues[0]?.message).toBe('Цена слишком большая');
    expect(parse('abc').error?.issues[0]?.message).toBe('Неверный формат');
    expect(parse('10', '   ').error?.issues[0]?.path).toEqual(['name']);
  });

  it('opens an edited service with its values', () => {
    expect(serviceFormInitial(null)).toEqual({ name: '', description: '', price: '' });
  });
});
