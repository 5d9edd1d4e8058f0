import { z } from 'zod';
import type { TagSeverity } from './common/severity';

/** Payment status (spec §4); `repeat_*` are the automatic charges of a subscription. */
export const PAYMENT_STATUSES = [
  'new',
  'confirmed',
  'rejected',
  'refunded',
  'repeat_new',
  'repeat_confirmed',
  'repeat_rejected',
  'repeat_refunded',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  new: 'Попытка покупки',
  confirmed: 'Оплачен',
  rejected: 'Отклонён',
  refunded: 'Возврат',
  repeat_new: 'Попытка автосписания',
  repeat_confirmed: 'Автосписание',
  repeat_rejected: 'Автосписание отклонено',
  repeat_refunded: 'Возврат автосписания',
};

export const PAYMENT_STATUS_SEVERITY: Record<PaymentStatus, TagSeverity> = {
  new: 'warning',
  confirmed: 'success',
  rejected: 'danger',
  refunded: 'info',
  repeat_new: 'warning',
  repeat_confirmed: 'success',
  repeat_rejected: 'danger',
  repeat_refunded: 'info',
};
