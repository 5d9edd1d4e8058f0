import { formatMoney, REFUND_REASON_MAX, texts, toKopecks } from '@school/contracts';
import { z } from 'zod';

const t = texts.payments.refund;

/**
 * The refund dialog's fields (strings, as useZodForm keeps them): the amount in roubles with kopecks, more
 * than zero and at most what is left to refund — compared in whole kopecks, never as floats —, and an
 * optional reason. The server checks the same and answers 400 on `amount` if the payment changed meanwhile.
 */
export function refundFormSchema(refundable: number) {
  const most = toKopecks(refundable);
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1)
      .transform(Number)
      .refine((amount) => Number.isFinite(amount) && toKopecks(amount) > 0, t.notPositive)
      .refine((amount) => toKopecks(amount) <= most, t.tooMuch(formatMoney(refundable)))
      // The wire carries roubles with at most two decimals.
      .transform((amount) => toKopecks(amount) / 100),
    reason: z
      .string()
      .trim()
      .max(REFUND_REASON_MAX)
      .transform((reason) => reason || undefined),
  });
}

export type RefundFormValues = { amount: string; reason: string };

/** The dialog opens with the whole refundable amount. */
export const refundFormInitial = (refundable: number): RefundFormValues => ({
  amount: toKopecks(refundable) > 0 ? String(refundable) : '',
  reason: '',
});
