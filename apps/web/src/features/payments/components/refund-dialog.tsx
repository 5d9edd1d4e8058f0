import { formatMoney, type PaymentCard, REFUND_REASON_MAX, texts } from '@school/contracts';
import { FormDialog } from '@/shared/forms/form-dialog';
import { MoneyField } from '@/shared/forms/money-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { refundFormInitial, refundFormSchema } from '../lib/refund-form';
import { useRefundPayment } from '../payments.api';

const t = texts.payments.refund;

type RefundDialogProps = { payment: PaymentCard; onClose: () => void };

/**
 * «Оформить возврат»: the amount (the whole refundable sum unless changed) and a reason, then a question
 * before the money goes. A 400 from the server (the payment changed meanwhile) lands under the amount.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const refund = useRefundPayment(payment.id);
  const form = useZodForm(
    refundFormSchema(payment.refundableAmount),
    refundFormInitial(payment.refundableAmount),
    (body) =>
      new Promise<void>((resolve, reject) => {
        confirmAction({
          message: t.confirm(formatMoney(body.amount), payment.id),
          onAccept: () =>
            refund.mutateAsync(body).then(() => {
              showSuccess(t.done);
              resolve();
              onClose();
            }, reject),
          onCancel: resolve,
        });
      }),
  );

  return (
    <FormDialog
      header={t.title}
      hint={t.hint(formatMoney(payment.refundableAmount))}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.submit}
      submitIcon="pi pi-replay"
      submitSeverity="danger"
      width="30rem"
    >
      <MoneyField field={form.field('amount')} label={t.amount} kopecks autoFocus />
      <TextField
        field={form.field('reason')}
        label={t.reason}
        type="textarea"
        hint={t.reasonHint}
        maxLength={REFUND_REASON_MAX}
      />
    </FormDialog>
  );
}
