import { passwordSchema } from '@school/contracts';
import { z } from 'zod';
import { showSuccess } from '../toast/toast-store';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';
import { useZodForm } from './use-zod-form';

const requiredPassword = z.object({ password: passwordSchema });
/** Empty means «make one»: the field sends no password at all. */
const optionalPassword = z.object({
  password: z
    .string()
    .transform((value) => value || undefined)
    .pipe(passwordSchema.optional()),
});

type PasswordDialogTexts = {
  header: string;
  /** What happens to the password (mailed, sessions end), above the field. */
  hint: string;
  label: string;
  /** Under the field. */
  fieldHint?: string;
  submitLabel?: string;
  submitIcon?: string;
  /** The success toast. */
  success: string;
  onClose: () => void;
};

type PasswordDialogProps = PasswordDialogTexts &
  (
    | { optional?: false; onSubmit: (password: string) => Promise<unknown> }
    /** An empty field is allowed and sends `undefined`: the server makes the password. */
    | { optional: true; onSubmit: (password: string | undefined) => Promise<unknown> }
  );

/**
 * «Задать пароль» for someone else (a staff member, a student): one password field checked by the
 * contracts' rule, the call, its toast, and the dialog closes. A failed call keeps it open (the query client
 * toasts why; field errors land under the field).
 */
export function PasswordDialog(props: PasswordDialogProps) {
  const { header, hint, label, fieldHint, submitLabel, submitIcon, success, onClose } = props;
  const schema: z.ZodType<{ password?: string }, { password: string }> = props.optional
    ? optionalPassword
    : requiredPassword;
  const form = useZodForm(schema, { password: '' }, async ({ password }) => {
    await (props.optional ? props.onSubmit(password) : props.onSubmit(password ?? ''));
    showSuccess(success);
    onClose();
  });

  return (
    <FormDialog
      header={header}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      submitLabel={submitLabel}
      submitIcon={submitIcon}
      hint={hint}
    >
      <TextField
        field={form.field('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={fieldHint}
        autoFocus
      />
    </FormDialog>
  );
}
