import { z } from 'zod';

/** Subscription filter of the student and sales lists (spec §4). */
export const SUBSCRIPTION_FILTERS = ['all', 'active', 'notActive', 'finished'] as const;
export const subscriptionFilterSchema = z.enum(SUBSCRIPTION_FILTERS);
export type SubscriptionFilter = z.infer<typeof subscriptionFilterSchema>;

export const SUBSCRIPTION_FILTER_LABELS: Record<SubscriptionFilter, string> = {
  all: 'Все',
  active: 'Активна',
  notActive: 'Неактивна',
  finished: 'Завершена',
};

/** Payment-type filter: payments with or without a referral (spec §4). */
export const PAYMENT_TYPE_FILTERS = ['all', 'without-ref', 'with-ref'] as const;
export const paymentTypeFilterSchema = z.enum(PAYMENT_TYPE_FILTERS);
export type PaymentTypeFilter = z.infer<typeof paymentTypeFilterSchema>;

export const PAYMENT_TYPE_FILTER_LABELS: Record<PaymentTypeFilter, string> = {
  all: 'Все',
  'without-ref': 'Без реферала',
  'with-ref': 'С рефералом',
};
