import { z } from 'zod';

/** Payment providers (spec §3, §9); `credit` is an instalment plan. */
export const PAYMENT_PROVIDERS = ['tinkoff', 'yookassa', 'sbp', 'pay-selection', 'credit'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  tinkoff: 'Т-Банк (Тинькофф)',
  yookassa: 'ЮKassa',
  sbp: 'СБП',
  'pay-selection': 'PaySelection',
  credit: 'Рассрочка',
};
