import {
  isAdminRole,
  type Role,
  type StaffStudentsQuery,
  type StudentsListResponse,
} from '@school/contracts';
import { sql } from 'drizzle-orm';
import { courseAccesses } from '../../db/schema/course-accesses.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../http-errors';
import { findStaffById } from '../staff';
import { toStudentDto } from './student.mapper';
import { studentsList } from './students.list';

/** Students with a live access to any course the staff member is assigned to. */
export async function listStaffStudents(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffStudentsQuery,
): Promise<StudentsListResponse> {
  if (!isAdminRole(actor.role) && actor.id !== staffId) throw forbidden();
  if (!(await findStaffById(db, staffId))) throw notFound('User not found');
  const ofStaff = sql`exists (select 1 from ${courseAccesses} join ${courseAuthors}
    on ${courseAuthors.courseId} = ${courseAccesses.courseId}
    where ${courseAccesses.studentId} = ${students.id} and ${courseAccesses.revokedAt} is null
      and ${courseAuthors.staffId} = ${staffId})`;
  const search = studentsList.where(studentsList.filter({ search: query.search }));
  const where = search ? sql`${ofStaff} and ${search}` : ofStaff;
  const page = await studentsList.pageWhere(db, { ...query, where, searching: search !== undefined });
  return { items: page.items.map(toStudentDto), total: page.total, totalExact: page.totalExact };
}
