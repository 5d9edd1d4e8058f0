import { resetPasswordBodySchema, texts } from '@school/contracts';
import { useEffect } from 'react';
import { FormDialog } from '@/shared/forms/form-dialog';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useResetPassword } from '../auth.api';
import { signInIssueText } from '../sign-in-issue-text';

type ResetPasswordDialogProps = { visible: boolean; initialEmail: string; onHide: () => void };

/** 'Забыли пароль?': the server e-mails a new password (spec §2, §7). Esc closes the dialog. */
export function ResetPasswordDialog({ visible, initialEmail, onHide }: ResetPasswordDialogProps) {
  const reset = useResetPassword();
  const form = useZodForm(
    resetPasswordBodySchema,
    { email: initialEmail },
    async (body) => {
      await reset.mutateAsync(body);
      showSuccess(texts.auth.newPasswordSent);
      onHide();
    },
    signInIssueText,
  );
  const { reset: resetForm } = form;

  useEffect(() => {
    if (visible) resetForm({ email: initialEmail });
  }, [visible, initialEmail, resetForm]);

  return (
    <FormDialog
      visible={visible}
      onClose={onHide}
      header={texts.login.resetTitle}
      width="28rem"
      draggable={false}
      dismissableMask
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={texts.login.resetSubmit}
      submitIcon="pi pi-envelope"
    >
      <p className="m-0 text-color-secondary line-height-3">{texts.login.resetHint}</p>
      <TextField
        field={form.field('email')}
        label={texts.login.email}
        type="email"
        autoComplete="username"
        autoFocus
      />
    </FormDialog>
  );
}
