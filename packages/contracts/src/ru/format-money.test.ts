import { describe, expect, it } from 'vitest';
import { formatMoney, NO_MONEY } from './format-money';

// Intl (full ICU, Node 20) separates groups and the ₽ sign with U+00A0, not a plain space.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1234.5, `1${NBSP}234,50${NBSP}₽`],
    [1234.56, `1${NBSP}234,56${NBSP}₽`],
    [1000, `1${NBSP}000${NBSP}₽`],
    [999, `999${NBSP}₽`],
    [0, `0${NBSP}₽`],
    [0.5, `0,50${NBSP}₽`],
    [1234567.891, `1${NBSP}234${NBSP}567,89${NBSP}₽`],
    [-1234.5, `-1${NBSP}234,50${NBSP}₽`],
  ])('formats %s as Intl ru-RU RUB with 0 or 2 decimals', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('shows whole roubles without decimals and kopecks always with two digits', () => {
    expect(formatMoney(1234.5)).toContain('234,50');
    expect(formatMoney(10.1)).toBe(`10,10${NBSP}₽`);
    expect(formatMoney(10.0)).toBe(`10${NBSP}₽`);
  });

  it('rounds to at most two decimals', () => {
    expect(formatMoney(12.345)).toBe(`12,35${NBSP}₽`);
    expect(formatMoney(99.995)).toBe(`100${NBSP}₽`);
    expect(formatMoney(0.001)).toBe(`0${NBSP}₽`);
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0)).toBe(`0${NBSP}₽`);
    expect(formatMoney(-0.001)).toBe(`0${NBSP}₽`);
  });

  it('accepts plain decimal strings as numeric columns arrive', () => {
    expect(formatMoney('1234.50')).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney('0')).toBe(`0${NBSP}₽`);
    expect(formatMoney('-15.00')).toBe(`-15${NBSP}₽`);
    expect(formatMoney(' 42 ')).toBe(`42${NBSP}₽`);
  });

  it.each([
    [null],
    [undefined],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [''],
    ['   '],
    ['abc'],
    ['1,5'],
    ['1 234'],
    ['0x10'],
    ['1e3'],
    ['Infinity'],
    ['12.'],
  ])('shows %j as a dash', (value) => {
    expect(formatMoney(value)).toBe(NO_MONEY);
    expect(NO_MONEY).toBe('—');
  });
});
