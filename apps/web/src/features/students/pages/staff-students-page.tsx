import { isAdminRole, isStudentSearchTooShort, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { useListState } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { getRole } from '@/shared/session/session';
import { StudentSearch } from '../components/student-search';
import { StudentsTable } from '../components/students-table';
import { STAFF_STUDENTS_LIST } from '../lib/student-list-config';
import { useStaffStudents } from '../students.api';

/**
 * The «Пользователи» tab: students of the courses a staff member is assigned to — `/admins/{id}/users`
 * for that person, `/profile/users` for oneself. Only admins open a student's card from here.
 */
export function StaffStudentsPage() {
  const params = useParams();
  const me = useQuery({ ...currentUserQuery(), enabled: params.id === undefined });
  const staffId = params.id ? Number(params.id) : me.data?.id;
  const list = useListState(STAFF_STUDENTS_LIST);
  const students = useStaffStudents(staffId, list.query, !isStudentSearchTooShort(list.search));
  const { data } = students;
  const t = texts.students;

  return (
    <section className="card">
      <ListToolbar
        title={<h2 className="app-card-title m-0">{t.title}</h2>}
        search={<StudentSearch list={list} />}
        list={list}
      />
      <StudentsTable
        list={list}
        items={data?.items}
        total={data?.total}
        totalExact={data?.totalExact}
        request={students}
        manage={isAdminRole(getRole())}
        emptyHint={t.emptyStaffHint}
      />
    </section>
  );
}
