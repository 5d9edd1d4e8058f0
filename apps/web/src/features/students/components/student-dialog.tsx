import { GENDER_LABELS, GENDERS, type Student, texts } from '@school/contracts';
import { useRevalidator } from 'react-router';
import { DateField } from '@/shared/forms/date-field';
import { PersonDialog } from '@/shared/forms/person-dialog';
import { SelectField } from '@/shared/forms/select-field';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { showSuccess } from '@/shared/toast/toast-store';
import { studentFormSchema } from '../lib/student-form-schema';
import { useCreateStudent, useUpdateStudent } from '../students.api';

type StudentDialogProps = {
  /** The student to edit; null creates one. */
  student: Student | null;
  onClose: () => void;
  onCreated?: (student: Student) => void;
};

const t = texts.students;
const genderOptions = GENDERS.map((gender) => ({ label: GENDER_LABELS[gender], value: gender }));
const today = new Date();

/** Create or edit a student: e-mail, names, phone, gender, birth date (and a password when created). */
export function StudentDialog({ student, onClose, onCreated }: StudentDialogProps) {
  const create = useCreateStudent();
  const update = useUpdateStudent();
  // The card's breadcrumb («Фамилия Имя») comes from the route loader: reload it after a rename.
  const revalidator = useRevalidator();
  const form = useZodForm(
    studentFormSchema,
    {
      email: student?.email ?? '',
      lastName: student?.lastName ?? '',
      firstName: student?.firstName ?? '',
      phone: student?.phone ?? '',
      gender: student?.gender ?? '',
      birthDate: student?.birthDate ?? '',
      password: '',
    },
    async ({ password, ...profile }) => {
      if (student) {
        await update.mutateAsync({ id: student.id, body: profile });
        showSuccess(texts.notices.userUpdated);
        void revalidator.revalidate();
      } else {
        const created = await create.mutateAsync({ ...profile, password });
        showSuccess(texts.notices.userCreated);
        onCreated?.(created);
      }
      onClose();
    },
  );

  return (
    <PersonDialog
      form={form}
      texts={t}
      editing={Boolean(student)}
      onClose={onClose}
      details={
        <>
          <div className="field col-12 md:col-6">
            <TextField field={form.field('phone')} label={t.phone} hint={t.phoneHint} autoComplete="off" />
          </div>
          <div className="field col-12 md:col-6">
            <SelectField field={form.field('gender')} label={t.gender} options={genderOptions} clearable />
          </div>
          <div className="field col-12 md:col-6">
            <DateField field={form.field('birthDate')} label={t.birthDate} maxDate={today} />
          </div>
        </>
      }
    />
  );
}
