import { formatMoney, toKopecks } from '@school/contracts';
import {
  amountBelowMinimumMessage,
  type WithdrawalCreateBody,
  withdrawalAmountSchema,
  withdrawalRequisitesSchema,
} from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { z } from 'zod';

const t = balancesTexts.withdrawDialog;

export const WITHDRAW_FIELDS = ['amount', 'type', 'cardNumber', 'account', 'bik', 'recipient'] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];
export type WithdrawFormValues = Record<WithdrawField, string>;

/** The dialog opens with the whole available sum (when it reaches the minimum) and a card. */
export const withdrawFormInitial = (available: number, minimum: number): WithdrawFormValues => ({
  amount: toKopecks(available) >= toKopecks(minimum) ? String(available) : '',
  type: 'card',
  cardNumber: '',
  account: '',
  bik: '',
  recipient: '',
});

/**
 * The dialog's fields (strings, as useZodForm keeps them) → the POST body. The amount is checked as the
 * server checks it — above zero, two decimals, at least the minimum, at most the available balance, in whole
 * kopecks —, and the requisites with the contracts' own `withdrawalRequisitesSchema` (Luhn for a card, 20 + 9
 * digits for an account), each message under its own field.
 */
export function withdrawFormSchema(available: number, minimum: number) {
  return z
    .object({
      amount: z.string(),
      type: z.string(),
      cardNumber: z.string(),
      account: z.string(),
      bik: z.string(),
      recipient: z.string(),
    })
    .transform((values, ctx): WithdrawalCreateBody => {
      const failed = new Set<WithdrawField>();
      const fail = (path: WithdrawField, message: string) => {
        if (failed.has(path)) return;
        failed.add(path);
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      const text = values.amount.trim().replace(',', '.');
      const amount = withdrawalAmountSchema.safeParse(text === '' ? undefined : Number(text));
      if (!amount.success) fail('amount', amount.error.issues[0]?.message ?? '');
      else if (toKopecks(amount.data) < toKopecks(minimum))
        fail('amount', amountBelowMinimumMessage(minimum));
      else if (toKopecks(amount.data) > toKopecks(available))
        fail('amount', t.tooMuch(formatMoney(available)));

      const recipient = values.recipient.trim();
      const requisites = withdrawalRequisitesSchema.safeParse(
        values.type === 'account'
          ? { type: 'account', account: values.account, bik: values.bik, recipient }
          : { type: 'card', cardNumber: values.cardNumber, ...(recipient ? { recipient } : {}) },
      );
      if (!requisites.success) {
        for (const issue of requisites.error.issues) {
          fail(withdrawFieldOf(String(issue.path[0] ?? '')) ?? 'type', issue.message);
        }
      }
      if (failed.size > 0 || !amount.success || !requisites.success) return z.NEVER;
      return { amount: toKopecks(amount.data) / 100, requisites: requisites.data };
    });
}

/** A server field error's path (`requisites.cardNumber`) → the dialog's field (`cardNumber`). */
export function withdrawFieldOf(path: string): WithdrawField | undefined {
  const last = path.split('.').at(-1) ?? '';
  return (WITHDRAW_FIELDS as readonly string[]).includes(last) ? (last as WithdrawField) : undefined;
}
