import { STUDENT_STATUS, type Student, texts } from '@school/contracts';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordDialog } from '@/shared/forms/password-dialog';
import { AuditLogLink } from '@/shared/ui/audit-log-link';
import { studentName } from '../lib/student-text';
import { useStudentActions } from '../lib/use-student-actions';
import { useSetStudentPassword, useSetStudentViewed } from '../students.api';
import { StudentStatusTag } from './student-cells';
import { StudentDialog } from './student-dialog';

const t = texts.students;
type Open = 'edit' | 'password' | null;

/** The card's top: photo, name, status and every action on the student. */
export function StudentHeader({ student }: { student: Student }) {
  const [open, setOpen] = useState<Open>(null);
  const actions = useStudentActions();
  const viewed = useSetStudentViewed();
  const setPassword = useSetStudentPassword();
  const navigate = useNavigate();
  const blocked = student.status === STUDENT_STATUS.blocked;
  const name = studentName(student);
  const initials = `${student.firstName.charAt(0)}${student.lastName.charAt(0)}`.toUpperCase();

  return (
    <div className="app-student-header">
      <div className="flex align-items-center gap-3 min-w-0">
        {student.avatar ? (
          <Avatar image={student.avatar} shape="circle" size="xlarge" />
        ) : (
          <Avatar label={initials} shape="circle" size="xlarge" className="app-avatar-initials" />
        )}
        <div className="flex flex-column gap-2 min-w-0">
          <h1 className="app-card-title m-0">{name}</h1>
          <span className="flex flex-wrap align-items-center gap-2">
            <StudentStatusTag student={student} />
            <a href={`mailto:${student.email}`} className="text-color-secondary">
              {student.email}
            </a>
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button icon="pi pi-pencil" label={texts.lists.edit} outlined onClick={() => setOpen('edit')} />
        <Button icon="pi pi-key" label={t.setPassword} outlined onClick={() => setOpen('password')} />
        <Button
          icon={blocked ? 'pi pi-lock-open' : 'pi pi-lock'}
          label={blocked ? t.unblock : t.block}
          severity={blocked ? 'success' : 'warning'}
          outlined
          disabled={actions.busy}
          onClick={() => actions.toggleBlock(student)}
        />
        <Button
          icon={student.isViewed ? 'pi pi-eye-slash' : 'pi pi-eye'}
          label={student.isViewed ? t.markUnviewed : t.markViewed}
          text
          loading={viewed.isPending}
          onClick={() => viewed.mutate({ id: student.id, isViewed: !student.isViewed })}
        />
        <Button
          icon="pi pi-trash"
          label={texts.lists.delete}
          severity="danger"
          text
          onClick={() => actions.confirmDelete(student, () => void navigate('/users', { replace: true }))}
        />
        <AuditLogLink
          filter={{ section: 'student', entityId: student.id }}
          label={texts.common.auditOfRecord}
        />
      </div>
      {open === 'edit' && <StudentDialog student={student} onClose={() => setOpen(null)} />}
      {open === 'password' && (
        // Typed, or empty for a generated one; either way mailed to the student.
        <PasswordDialog
          optional
          header={t.passwordTitle}
          hint={t.passwordDialogHint}
          label={t.password}
          fieldHint={t.passwordHint}
          submitLabel={t.send}
          submitIcon="pi pi-send"
          success={texts.auth.newPasswordSent}
          onSubmit={(password) => setPassword.mutateAsync({ id: student.id, password })}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
