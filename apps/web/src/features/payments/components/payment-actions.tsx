import {
  PAYMENT_STATUS_TRANSITIONS,
  type PaymentCard,
  type PaymentStatus,
  texts,
  toKopecks,
} from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useSetPaymentStatus } from '../payments.api';
import { RefundDialog } from './refund-dialog';

const t = texts.payments.card;

const isConfirmation = (status: PaymentStatus) => status === 'confirmed' || status === 'repeat_confirmed';

/** Admins: a refund while something is left to refund; confirm or reject an attempt (`new`, `repeat_new`). */
export function PaymentActions({ payment }: { payment: PaymentCard }) {
  const [refunding, setRefunding] = useState(false);
  const setStatus = useSetPaymentStatus(payment.id);
  const transitions = PAYMENT_STATUS_TRANSITIONS[payment.status];
  const refundable = toKopecks(payment.refundableAmount) > 0;
  if (!refundable && transitions.length === 0) return null;

  const change = (status: PaymentStatus) =>
    confirmAction({
      message: isConfirmation(status) ? t.confirmQuestion(payment.id) : t.rejectQuestion(payment.id),
      danger: !isConfirmation(status),
      onAccept: () => setStatus.mutate({ status }, { onSuccess: () => showSuccess(t.statusChanged) }),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {transitions.map((status) => (
        <Button
          key={status}
          type="button"
          icon={isConfirmation(status) ? 'pi pi-check' : 'pi pi-times'}
          label={isConfirmation(status) ? t.confirm : t.reject}
          severity={isConfirmation(status) ? 'success' : 'danger'}
          outlined={!isConfirmation(status)}
          loading={setStatus.isPending && setStatus.variables?.status === status}
          disabled={setStatus.isPending}
          onClick={() => change(status)}
        />
      ))}
      {refundable && (
        <Button
          type="button"
          icon="pi pi-replay"
          label={texts.payments.refund.open}
          severity="danger"
          outlined
          onClick={() => setRefunding(true)}
        />
      )}
      {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} />}
    </div>
  );
}
