import { formatMoney, type PaymentCard, REFUND_REASON_MAX, texts } from '@school/contracts';
import { InputNumber } from 'primereact/inputnumber';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { refundFormInitial, refundFormSchema } from '../lib/refund-form';
import { useRefundPayment } from '../sales.api';

const t = texts.sales.refund;

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
  const amount = form.field('amount');
  const errorId = `${amount.id}-error`;

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
      <div className="app-field">
        <label htmlFor={amount.id}>{t.amount}</label>
        <InputNumber
          inputId={amount.id}
          value={amount.value === '' ? null : Number(amount.value)}
          onValueChange={(event) => amount.onChange(event.value == null ? '' : String(event.value))}
          mode="currency"
          currency="RUB"
          locale="ru-RU"
          minFractionDigits={2}
          maxFractionDigits={2}
          min={0}
          invalid={Boolean(amount.error)}
          aria-invalid={Boolean(amount.error)}
          aria-describedby={amount.error ? errorId : undefined}
          className="w-full"
          inputClassName="w-full"
          autoFocus
        />
        {amount.error && (
          <small id={errorId} className="p-error app-field__error">
            {amount.error}
          </small>
        )}
      </div>
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
