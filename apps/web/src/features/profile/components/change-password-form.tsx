import { changePasswordBodySchema, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { z } from 'zod';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { useChangePassword } from '../profile.api';

/** The API body plus the repeat field that must match (spec §5). */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ repeatPassword: z.string().min(1) })
  .refine((values) => values.newPassword === values.repeatPassword, {
    path: ['repeatPassword'],
    message: texts.auth.passwordsMustMatch,
  });

const EMPTY = { oldPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useZodForm(changePasswordFormSchema, EMPTY, async ({ oldPassword, newPassword }) => {
    await change.mutateAsync({ oldPassword, newPassword });
    form.reset();
    showSuccess(texts.auth.passwordUpdated);
  });

  return (
    <section className="card h-full">
      <h2 className="app-card-title">{texts.profile.passwordTitle}</h2>
      <p className="app-card-hint">{texts.profile.passwordHint}</p>
      <form onSubmit={form.handleSubmit} noValidate className="flex flex-column gap-3">
        <TextField
          field={form.field('oldPassword')}
          label={texts.profile.oldPassword}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          field={form.field('newPassword')}
          label={texts.profile.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          field={form.field('repeatPassword')}
          label={texts.profile.repeatPassword}
          type="password"
          autoComplete="new-password"
        />
        <div className="flex justify-content-end">
          <Button
            type="submit"
            icon="pi pi-lock"
            label={texts.profile.changePassword}
            loading={form.submitting}
          />
        </div>
      </form>
    </section>
  );
}
