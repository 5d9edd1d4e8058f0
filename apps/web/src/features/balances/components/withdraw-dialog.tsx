import { formatMoney } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ApiError, isApiError } from '@/shared/api/api-error';
import { FormDialog } from '@/shared/forms/form-dialog';
import { MoneyField } from '@/shared/forms/money-field';
import { SelectField } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useRequestWithdrawal } from '../balances.api';
import { withdrawFieldOf, withdrawFormInitial, withdrawFormSchema } from '../lib/withdraw-form';

const t = balancesTexts.withdrawDialog;

const TYPE_OPTIONS = [
  { label: t.typeLabels.card, value: 'card' },
  { label: t.typeLabels.account, value: 'account' },
];

/** A server error's field paths (`requisites.cardNumber`) renamed to the dialog's fields, so they land under them. */
function onFields(error: unknown): unknown {
  if (!isApiError(error) || error.fieldErrors.length === 0) return error;
  const fieldErrors = error.fieldErrors.map((item) => ({
    ...item,
    path: withdrawFieldOf(item.path) ?? item.path,
  }));
  return new ApiError(error.status, error.message, fieldErrors, error.retryAfterSeconds);
}

type WithdrawDialogProps = { available: number; minimum: number; onClose: () => void };

/**
 * «Вывести»: the amount (up to the available balance) and where to send it — a card or a bank account. The
 * dialog is mounted for each opening and makes its `Idempotency-Key` once, so a double click, or «Вывести»
 * again after a lost answer, returns the first request and moves the money once.
 */
export function WithdrawDialog({ available, minimum, onClose }: WithdrawDialogProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const request = useRequestWithdrawal();
  const form = useZodForm(
    withdrawFormSchema(available, minimum),
    withdrawFormInitial(available, minimum),
    async (body) => {
      try {
        await request.mutateAsync({ body, key: idempotencyKey });
      } catch (error) {
        throw onFields(error);
      }
      showSuccess(balancesTexts.balances.withdrawSuccess);
      onClose();
    },
  );
  const amount = form.field('amount');
  const type = form.field('type');

  return (
    <FormDialog
      header={t.title}
      hint={t.hint(formatMoney(available), formatMoney(minimum))}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.submit}
      submitIcon="pi pi-send"
      width="32rem"
    >
      <MoneyField
        field={amount}
        label={t.amount}
        max={available}
        autoFocus
        addon={
          <Button type="button" label={t.all} outlined onClick={() => amount.onChange(String(available))} />
        }
      />
      <SelectField field={type} label={t.type} options={TYPE_OPTIONS} />
      {type.value === 'account' ? (
        <>
          <TextField field={form.field('account')} label={t.account} maxLength={40} />
          <TextField field={form.field('bik')} label={t.bik} maxLength={20} />
          <TextField
            field={form.field('recipient')}
            label={t.recipient}
            autoComplete="name"
            maxLength={200}
          />
        </>
      ) : (
        <>
          <TextField
            field={form.field('cardNumber')}
            label={t.cardNumber}
            autoComplete="cc-number"
            maxLength={30}
          />
          <TextField
            field={form.field('recipient')}
            label={t.recipientOptional}
            autoComplete="cc-name"
            maxLength={200}
          />
        </>
      )}
    </FormDialog>
  );
}
