import { type Staff, staffCreateBodySchema, texts } from '@school/contracts';
import { Checkbox } from 'primereact/checkbox';
import { useState } from 'react';
import { z } from 'zod';
import { PersonDialog } from '@/shared/forms/person-dialog';
import { SelectField } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { getRole } from '@/shared/session/session';
import { showSuccess } from '@/shared/toast/toast-store';
import { roleOptions } from '../lib/staff-permissions';
import { useCreateStaff, useUpdateStaff } from '../staff.api';

const shape = staffCreateBodySchema.shape;
const createSchema = z.object({
  email: shape.email,
  lastName: shape.lastName,
  firstName: shape.firstName,
  role: shape.role,
  password: shape.password,
  info: shape.info.unwrap(),
});
/** Editing has no password field (it has its own dialog): the key stays, any value passes. */
const editSchema = createSchema.extend({ password: z.string() });
type StaffFormSchema = typeof createSchema;

type StaffDialogProps = {
  /** The account to edit; null creates one. */
  staff: Staff | null;
  /** Editing oneself: the role stays (the server refuses a change of one's own role). */
  self?: boolean;
  onClose: () => void;
};

const t = texts.staff;

/** Create or edit a staff account; a taken e-mail reads «Такой пользователь уже существует» (spec §8). */
export function StaffDialog({ staff, self = false, onClose }: StaffDialogProps) {
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [isVisible, setVisible] = useState(staff?.isVisible ?? true);
  const initial = {
    email: staff?.email ?? '',
    lastName: staff?.lastName ?? '',
    firstName: staff?.firstName ?? '',
    role: staff?.role ?? 'curator',
    password: '',
    info: staff?.info ?? '',
  };
  const schema: StaffFormSchema = staff ? (editSchema as unknown as StaffFormSchema) : createSchema;
  const form = useZodForm(schema, initial, async (values) => {
    if (staff) {
      const { role, password: _password, ...rest } = values;
      await update.mutateAsync({ id: staff.id, body: { ...rest, ...(self ? {} : { role }), isVisible } });
      showSuccess(texts.notices.adminUpdated);
    } else {
      await create.mutateAsync({ ...values, isVisible });
      showSuccess(texts.notices.adminCreated);
    }
    onClose();
  });

  return (
    <PersonDialog
      form={form}
      texts={t}
      editing={Boolean(staff)}
      onClose={onClose}
      besideEmail={
        <SelectField
          field={form.field('role')}
          label={t.role}
          options={roleOptions(getRole())}
          disabled={self}
        />
      }
    >
      <div className="field col-12">
        <TextField field={form.field('info')} label={t.info} type="textarea" maxLength={5000} />
      </div>
      <div className="field col-12 flex align-items-center gap-2">
        <Checkbox
          inputId="staff-visible"
          checked={isVisible}
          onChange={(event) => setVisible(Boolean(event.checked))}
        />
        <label htmlFor="staff-visible">{t.visibleLabel}</label>
      </div>
    </PersonDialog>
  );
}
