import { passwordSchema, type Staff, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { showSuccess } from '../../../shared/toast/toast-store';
import { useSetStaffPassword } from '../admins.api';

const passwordFormSchema = z.object({ password: passwordSchema });
const t = texts.admins;

/** «Задать пароль»: the server mails it to the staff member and ends their sessions. */
export function StaffPasswordDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const setPassword = useSetStaffPassword();
  const form = useZodForm(passwordFormSchema, { password: '' }, async ({ password }) => {
    await setPassword.mutateAsync({ id: staff.id, password });
    showSuccess(texts.auth.passwordUpdated);
    onClose();
  });
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t.passwordTitle}
      className="app-dialog"
      footer={
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={texts.common.cancel} text onClick={onClose} />
          <Button
            type="submit"
            form="staff-password-form"
            icon="pi pi-check"
            label={texts.common.save}
            loading={form.submitting}
          />
        </div>
      }
    >
      <p className="app-card-hint">{t.passwordDialogHint}</p>
      <form id="staff-password-form" onSubmit={form.handleSubmit} noValidate>
        <TextField
          field={form.field('password')}
          label={t.password}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
      </form>
    </Dialog>
  );
}
