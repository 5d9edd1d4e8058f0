import { passwordSchema, type Staff, texts } from '@school/contracts';
import { z } from 'zod';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useSetStaffPassword } from '../staff.api';

const passwordFormSchema = z.object({ password: passwordSchema });
const t = texts.staff;

/** «Задать пароль»: the server mails it to the staff member and ends their sessions. */
export function StaffPasswordDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const setPassword = useSetStaffPassword();
  const form = useZodForm(passwordFormSchema, { password: '' }, async ({ password }) => {
    await setPassword.mutateAsync({ id: staff.id, password });
    showSuccess(texts.auth.passwordUpdated);
    onClose();
  });
  return (
    <FormDialog
      header={t.passwordTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      hint={t.passwordDialogHint}
    >
      <TextField
        field={form.field('password')}
        label={t.password}
        type="password"
        autoComplete="new-password"
        autoFocus
      />
    </FormDialog>
  );
}
