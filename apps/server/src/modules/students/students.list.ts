import { STUDENT_LIST_MAX_ROWS, type StudentsListQuery, studentSearchWords } from '@school/contracts';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { courseAccesses } from '../../db/schema/course-accesses.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { files } from '../../db/schema/files.table';
import { type StudentRow, students } from '../../db/schema/students.table';
import { schoolDayOf } from '../../db/school-day';
import { cell, defineList, isoTimestamp } from '../../lists';

/** What a student's DTO is built from: every column but the secrets and the search text. */
const {
  passwordHash: _hash,
  tokenVersion: _version,
  searchText: _search,
  ...listedColumns
} = getTableColumns(students);
type Timestamps = 'lastSeenAt' | 'subscriptionEndsAt' | 'createdAt' | 'updatedAt';
/** Timestamps arrive as the JSON's ISO text (isoTimestamp), not as `Date`s. */
export type ListedStudentRow = Omit<
  StudentRow,
  'passwordHash' | 'tokenVersion' | 'searchText' | Timestamps
> & {
  lastSeenAt: string | null;
  subscriptionEndsAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type StudentWithExtras = {
  row: ListedStudentRow;
  avatar: { id: number; urlKey: string; originalName: string } | null;
  courseCount: number;
};

export const liveCourseCount = sql<number>`(select count(*)::int from course_accesses ca where ca.student_id = ${students.id} and ca.revoked_at is null)`;

export const studentColumns = {
  row: {
    ...listedColumns,
    lastSeenAt: isoTimestamp(students.lastSeenAt),
    subscriptionEndsAt: isoTimestamp(students.subscriptionEndsAt),
    createdAt: isoTimestamp(students.createdAt),
    updatedAt: isoTimestamp(students.updatedAt),
  },
  avatar: { id: files.id, urlKey: files.urlKey, originalName: files.originalName },
  courseCount: liveCourseCount,
};

const withAvatar = (query: PgSelect) => query.leftJoin(files, eq(students.avatarFileId, files.id));

const DAY_MS = 86_400_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The list's query: the API's, and `courseStaffId` — a staff member's students (`/api/admins/{id}/students`,
 * their profile's «Пользователи»): those with a live access to a course the staff member is assigned to.
 */
export type StudentsListFilterQuery = StudentsListQuery & { courseStaffId?: number | undefined };

/** Students with a live access to any course of the staff member. */
const ofCourseStaff = (staffId: unknown) => sql`exists (select 1 from ${courseAccesses} join ${courseAuthors}
    on ${courseAuthors.courseId} = ${courseAccesses.courseId}
    where ${courseAccesses.studentId} = ${students.id} and ${courseAccesses.revokedAt} is null
      and ${courseAuthors.staffId} = ${staffId})`;

/**
 * `GET /api/students` and users.csv: a large list (up to millions of rows, decisions 004 and 005). Each
 * sort is an index (students.table.ts); by surname, namesakes go by first name, as the list shows them.
 */
export const studentsList = defineList<StudentsListFilterQuery, StudentWithExtras>({
  name: 'students',
  table: students,
  id: students.id,
  columns: studentColumns,
  join: withAvatar,
  sorts: { createdAt: [students.createdAt], lastName: [students.lastName, students.firstName], id: [] },
  defaultSort: { field: 'createdAt', order: -1 },
  // Each word must occur in `search_text` (names in either order, a phone by its digits); the contracts
  // refuse a search with no word long enough for the trigram index.
  search: {
    words: studentSearchWords,
    match: (pattern) => sql`${students.searchText} like ${pattern}`,
  },
  filter: {
    // `status` and `subscription` are inlined (few values; the partial index on blocked students then
    // serves prepared statements too); the dates are bound. Calendar days are UTC days; dateTo is inclusive.
    parts: (query) => ({
      shape: {
        status: query.status === undefined ? undefined : query.status ? 1 : 0,
        subscription: query.subscription,
      },
      values: {
        from: query.dateFrom ? dayStart(query.dateFrom) : undefined,
        to: query.dateTo ? new Date(dayStart(query.dateTo).getTime() + DAY_MS) : undefined,
        courseStaffId: query.courseStaffId,
      },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (shape.status !== undefined)
        conditions.push(sql`${students.status} = ${sql.raw(String(shape.status))}`);
      if (shape.subscription === 'active') conditions.push(sql`${students.subscriptionEndsAt} > now()`);
      if (shape.subscription === 'finished') conditions.push(sql`${students.subscriptionEndsAt} <= now()`);
      if (shape.subscription === 'notActive') conditions.push(sql`${students.subscriptionEndsAt} is null`);
      if (values.from) conditions.push(sql`${students.createdAt} >= ${bind('from', values.from)}`);
      if (values.to) conditions.push(sql`${students.createdAt} < ${bind('to', values.to)}`);
      if (values.courseStaffId !== undefined)
        conditions.push(ofCourseStaff(bind('courseStaffId', values.courseStaffId)));
      return conditions;
    },
  },
  large: { maxRows: STUDENT_LIST_MAX_ROWS, collectSearchMatchesFor: ['lastName'] },
  // The global search: the name, e-mail and phone.
  palette: {
    columns: {
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
      phone: students.phone,
    },
  },
  csv: {
    filename: 'users.csv',
    header: [
      'ID',
      'Фамилия',
      'Имя',
      'E-mail',
      'Телефон',
      'Пол',
      'Дата рождения',
      'Статус',
      'Подписка',
      'Подписка до',
      'Дата регистрации',
    ],
    cells: [
      cell.integer(students.id),
      cell.text(students.lastName),
      cell.text(students.firstName),
      cell.text(students.email),
      cell.phone(students.phone),
      cell.text(sql`case ${students.gender} when 'male' then 'Мужской' when 'female' then 'Женский' end`),
      cell.date(students.birthDate),
      cell.text(sql`case ${students.status} when 1 then 'Активен' else 'Заблокирован' end`),
      cell.text(sql`case when ${students.subscriptionEndsAt} is null then 'Неактивна'
    when ${students.subscriptionEndsAt} > now() then 'Активна' else 'Завершена' end`),
      // The school's clock, as the screens show both.
      cell.date(schoolDayOf(students.subscriptionEndsAt)),
      cell.datetime(students.createdAt),
    ],
  },
});
