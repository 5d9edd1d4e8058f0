import { passwordSchema, type Student, texts } from '@school/contracts';
import { z } from 'zod';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
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
    <FormDialog
      header={t.passwordTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={t.send}
      submitIcon="pi pi-send"
      hint={t.passwordDialogHint}
    >
      <TextField
        field={form.field('password')}
        label={t.password}
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint}
        autoFocus
      />
    </FormDialog>
  );
}
