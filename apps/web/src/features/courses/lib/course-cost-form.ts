import { type CourseCostBody, courseCostBodySchema, moneySchema } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { z } from 'zod';

/** '1 990,50' or '1990.5' → 1990.5; anything that is not a plain amount → null. */
export function parseAmount(text: string): number | null {
  const normalised = text.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** An amount in the form: its message is the contracts' own (negative, too big, more than 2 decimals). */
const amountField = z.string().superRefine((text, context) => {
  const amount = parseAmount(text);
  if (amount === null) {
    context.addIssue({ code: 'custom', message: coursesTexts.course.badAmount });
    return;
  }
  const checked = moneySchema.safeParse(amount);
  if (!checked.success) context.addIssue({ code: 'custom', message: checked.error.issues[0]!.message });
});

/**
 * The cost block: three amounts as typed, then the contracts' rule — the discount is not above the price
 * before discount, and the price equals the one before discount minus the discount, to the kopeck.
 */
export const courseCostFormSchema = z
  .object({ costBeforeDiscount: amountField, personalDiscount: amountField, cost: amountField })
  .transform(
    (values): CourseCostBody => ({
      costBeforeDiscount: parseAmount(values.costBeforeDiscount)!,
      personalDiscount: parseAmount(values.personalDiscount)!,
      cost: parseAmount(values.cost)!,
    }),
  )
  .pipe(courseCostBodySchema);

export type CostFormValues = z.input<typeof courseCostFormSchema>;

/** An amount as the form shows it: '1990', '1990,5'. */
export const amountText = (amount: number): string => String(amount).replace('.', ',');

/** The price after the discount, when both amounts can be read; keeps the form consistent as one types. */
export function costAfterDiscount(before: string, discount: string): string | null {
  const a = parseAmount(before);
  const b = parseAmount(discount);
  if (a === null || b === null) return null;
  return amountText((Math.round(a * 100) - Math.round(b * 100)) / 100);
}
