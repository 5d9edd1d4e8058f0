import { isAdminRole, texts } from '@school/contracts';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { getRole } from '@/shared/session/session';
import { StudentRowActions, studentColumns } from '../components/student-rows';
import { useStudentActions } from '../lib/use-student-actions';
import { STAFF_STUDENTS_LIST } from '../staff-students.list';

const t = texts.students;

/**
 * The «Пользователи» tab: students of the courses a staff member is assigned to — `/admins/{id}/users`
 * for that person, `/profile/users` for oneself. Only admins open a student's card from here.
 */
export function StaffStudentsPage() {
  const page = useListPage(STAFF_STUDENTS_LIST);
  const actions = useStudentActions();
  const manage = isAdminRole(getRole());
  return (
    <ListPage
      page={page}
      title={t.title}
      level={2}
      columns={manage ? studentColumns(true) : undefined}
      empty={{ title: t.emptyTitle, hint: t.emptyStaffHint }}
      rowActions={manage ? (row) => <StudentRowActions row={row} actions={actions} /> : undefined}
    />
  );
}
