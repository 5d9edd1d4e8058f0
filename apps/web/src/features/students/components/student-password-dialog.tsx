import { passwordSchema, type Student, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { showSuccess } from '../../../shared/toast/toast-store';
import { useSetStudentPassword } from '../students.api';

const passwordFormSchema = z.object({
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(passwordSchema.optional()),
});

const t = texts.students;

/** «Установить новый пароль»: typed, or empty for a generated one; either way mailed to the student. */
export function StudentPasswordDialog({ student, onClose }: { student: Student; onClose: () => void }) {
  const setPassword = useSetStudentPassword();
  const form = useZodForm(passwordFormSchema, { password: '' }, async ({ password }) => {
    await setPassword.mutateAsync({ id: student.id, password });
    showSuccess(texts.auth.newPasswordSent);
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
            form="student-password-form"
            icon="pi pi-send"
            label={t.send}
            loading={form.submitting}
          />
        </div>
      }
    >
      <p className="app-card-hint">{t.passwordDialogHint}</p>
      <form id="student-password-form" onSubmit={form.handleSubmit} noValidate>
        <TextField
          field={form.field('password')}
          label={t.password}
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          autoFocus
        />
      </form>
    </Dialog>
  );
}
