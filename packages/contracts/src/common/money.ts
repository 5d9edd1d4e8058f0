import { z } from 'zod';

/** numeric(12,2) holds up to 9 999 999 999.99; a course never costs more than this. */
export const MONEY_MAX = 100_000_000;

/** Whole kopecks of an amount in roubles; compare money in kopecks, never as floats. */
export function toKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - toKopecks(value)) < 1e-6;

/** Roubles on the wire (conventions "API"): a non-negative number with at most 2 decimals. */
export const moneySchema = z
  .number()
  .min(0, 'Сумма не может быть отрицательной')
  .max(MONEY_MAX, 'Сумма слишком большая')
  .refine(hasAtMostTwoDecimals, 'Не больше двух знаков после запятой');
