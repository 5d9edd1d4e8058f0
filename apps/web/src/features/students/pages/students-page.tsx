import '../students.css';
import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { StudentDialog } from '../components/student-dialog';
import { StudentRowActions } from '../components/student-rows';
import { useStudentActions } from '../lib/use-student-actions';
import { STUDENTS_LIST } from '../students.list';

const t = texts.students;

/** /users (admins): students with search, filters, sorting, paging and CSV export, all in the URL. */
export function StudentsPage() {
  const page = useListPage(STUDENTS_LIST);
  const actions = useStudentActions();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      actions={createButton}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, action: createButton }}
      rowActions={(row) => <StudentRowActions row={row} actions={actions} />}
    >
      {creating && (
        <StudentDialog
          student={null}
          onClose={() => setCreating(false)}
          onCreated={(student) => void navigate(`/users/${student.id}`)}
        />
      )}
    </ListPage>
  );
}
