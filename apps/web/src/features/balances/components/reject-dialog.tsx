import { WITHDRAWAL_REASON_MAX, type Withdrawal } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { z } from 'zod';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useRejectWithdrawal } from '../balances.api';

const t = balancesTexts.payouts;

const rejectFormSchema = z.object({
  reason: z.string().trim().min(1).max(WITHDRAWAL_REASON_MAX),
});

/** «Отклонить»: a reason the author will read; the money returns to their balance. */
export function RejectDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const reject = useRejectWithdrawal(withdrawal.id);
  const form = useZodForm(rejectFormSchema, { reason: '' }, async ({ reason }) => {
    await reject.mutateAsync({ status: 'rejected', reason });
    showSuccess(t.rejected);
    onClose();
  });
  return (
    <FormDialog
      header={t.rejectTitle(withdrawal.id)}
      hint={t.rejectHint}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.reject}
      submitIcon="pi pi-times"
      submitSeverity="danger"
      width="30rem"
    >
      <TextField
        field={form.field('reason')}
        label={t.reason}
        type="textarea"
        maxLength={WITHDRAWAL_REASON_MAX}
        autoFocus
      />
    </FormDialog>
  );
}
