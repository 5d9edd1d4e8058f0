import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from './form-dialog';
import { TextField } from './text-field';
import type { FieldBinding } from './use-zod-form';

type PersonField = 'email' | 'lastName' | 'firstName' | 'password';

type PersonDialogTexts = Record<PersonField | 'createTitle' | 'editTitle', string> & {
  passwordHint?: string;
};

type PersonDialogProps = {
  /** The dialog's useZodForm (its fields hold at least e-mail, surname, name and password). */
  form: {
    field: (name: PersonField) => FieldBinding;
    handleSubmit: FormEventHandler<HTMLFormElement>;
    submitting: boolean;
  };
  /** The section's words: the titles and the four fields' labels (and the password's hint). */
  texts: PersonDialogTexts;
  /** Editing an existing person: the edit title, and no password field (passwords have their own dialog). */
  editing: boolean;
  onClose: () => void;
  /** Stands beside the e-mail, which then takes half the row (the staff dialog's role). */
  besideEmail?: ReactNode;
  /** Fields between the names and the password (the student's phone, gender, birth date). */
  details?: ReactNode;
  /** Fields after the password (the staff member's info and visibility). */
  children?: ReactNode;
};

/**
 * The create / edit dialog of a person, staff or student, in a PrimeFlex `formgrid grid` form: the e-mail
 * first (focused, no autofill of the admin's own address), surname and name side by side, then the
 * section's own fields and, when creating, the new password.
 */
export function PersonDialog({
  form,
  texts: t,
  editing,
  onClose,
  besideEmail,
  details,
  children,
}: PersonDialogProps) {
  return (
    <FormDialog
      header={editing ? t.editTitle : t.createTitle}
      onClose={onClose}
      onSubmit={form.handleSubmit}
      submitting={form.submitting}
      className="formgrid grid"
    >
      <div className={besideEmail ? 'field col-12 md:col-6' : 'field col-12'}>
        <TextField field={form.field('email')} label={t.email} type="email" autoFocus autoComplete="off" />
      </div>
      {besideEmail && <div className="field col-12 md:col-6">{besideEmail}</div>}
      <div className="field col-12 md:col-6">
        <TextField field={form.field('lastName')} label={t.lastName} maxLength={100} />
      </div>
      <div className="field col-12 md:col-6">
        <TextField field={form.field('firstName')} label={t.firstName} maxLength={100} />
      </div>
      {details}
      {!editing && (
        <div className="field col-12">
          <TextField
            field={form.field('password')}
            label={t.password}
            type="password"
            autoComplete="new-password"
            hint={t.passwordHint}
          />
        </div>
      )}
      {children}
    </FormDialog>
  );
}
