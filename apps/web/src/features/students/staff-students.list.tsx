import { type Student, texts } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { currentUserQuery } from '@/shared/session/current-user';
import { studentColumns, studentSearch } from './components/student-rows';
import { STAFF_STUDENTS_URL } from './lib/student-list-config';
import { useStaffStudents } from './students.api';

const t = texts.students;

// Apart from students.list.tsx, so a profile tab does not download the /users filters (the calendar).
/**
 * The «Пользователи» tab: students of the courses a staff member is assigned to — `/admins/{id}/users`
 * for that person, `/profile/users` for oneself. Search and paging only.
 */
export const STAFF_STUDENTS_LIST: ListDeclaration<Student> = {
  url: STAFF_STUDENTS_URL,
  useItems: (query, enabled) => {
    const params = useParams();
    const me = useQuery({ ...currentUserQuery(), enabled: params.id === undefined });
    return useStaffStudents(params.id ? Number(params.id) : me.data?.id, query, enabled);
  },
  label: t.title,
  columns: studentColumns(false),
  search: studentSearch,
};
