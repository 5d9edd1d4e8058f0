import '../students.css';
import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { StudentRowActions } from '../components/student-rows';
import { useStudentActions } from '../lib/use-student-actions';
import { STUDENTS_LIST } from '../students.list';

const t = texts.students;

// The bulk actions' dialogs (course picker, task progress) load after the list: not on its first visit's budget.
// The create dialog (its form, the birth-date Calendar) loads on «Добавить пользователя», for the same reason.
const StudentDialog = lazy(() =>
  import('../components/student-dialog').then((module) => ({ default: module.StudentDialog })),
);
const StudentBulkActions = lazy(() =>
  import('../components/student-bulk-actions').then((module) => ({ default: module.StudentBulkActions })),
);

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
      bulkActions={(selection) => (
        <Suspense fallback={null}>
          <StudentBulkActions selection={selection} />
        </Suspense>
      )}
    >
      {creating && (
        <Suspense fallback={null}>
          <StudentDialog
            student={null}
            onClose={() => setCreating(false)}
            onCreated={(student) => void navigate(`/users/${student.id}`)}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
