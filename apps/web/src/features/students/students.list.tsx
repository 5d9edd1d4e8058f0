import { type Student, texts } from '@school/contracts';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { StudentFilters } from './components/student-filters';
import { studentColumns, studentSearch } from './components/student-rows';
import { STUDENTS_URL } from './lib/student-list-config';
import { type StudentFilter, useStudents } from './students.api';

const t = texts.students;

/** /users: status, subscription and period filters, users.csv with the same search, filters and order. */
export const STUDENTS_LIST: ListDeclaration<Student, StudentFilter> = {
  url: STUDENTS_URL,
  useItems: useStudents,
  label: t.title,
  columns: studentColumns(true),
  Filters: StudentFilters,
  search: studentSearch,
  export: { path: '/students/csv', fileName: 'users.csv' },
};
