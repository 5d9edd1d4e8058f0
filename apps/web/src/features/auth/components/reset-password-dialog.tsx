import { resetPasswordBodySchema, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { showSuccess } from '../../../shared/toast/toast-store';
import { useResetPassword } from '../auth.api';

type ResetPasswordDialogProps = { visible: boolean; initialEmail: string; onHide: () => void };

/** 'Забыли пароль?': the server e-mails a new password (spec §2, §7). Esc closes the dialog. */
export function ResetPasswordDialog({ visible, initialEmail, onHide }: ResetPasswordDialogProps) {
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordBodySchema, { email: initialEmail }, async (body) => {
    await reset.mutateAsync(body);
    showSuccess(texts.auth.newPasswordSent);
    onHide();
  });
  const { reset: resetForm } = form;

  useEffect(() => {
    if (visible) resetForm({ email: initialEmail });
  }, [visible, initialEmail, resetForm]);

  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      header={texts.login.resetTitle}
      className="w-full"
      style={{ maxWidth: '28rem' }}
      breakpoints={{ '575px': '92vw' }}
      draggable={false}
      dismissableMask
    >
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
        <p className="m-0 text-color-secondary line-height-3">{texts.login.resetHint}</p>
        <TextField
          field={form.field('email')}
          label={texts.login.email}
          type="email"
          autoComplete="username"
          autoFocus
        />
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={texts.common.cancel} outlined onClick={onHide} />
          <Button
            type="submit"
            label={texts.login.resetSubmit}
            icon="pi pi-envelope"
            loading={form.submitting}
          />
        </div>
      </form>
    </Dialog>
  );
}
