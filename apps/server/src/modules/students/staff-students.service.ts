import {
  isAdminRole,
  type Role,
  type StaffStudentsQuery,
  type StudentsListResponse,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../http-errors';
import { findStaffById } from '../staff';
import { toStudentDto } from './student.mapper';
import { pageStudentsOfStaff } from './students.repository';

/** Students with a live access to any course the staff member is assigned to. */
export async function listStaffStudents(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffStudentsQuery,
): Promise<StudentsListResponse> {
  if (!isAdminRole(actor.role) && actor.id !== staffId) throw forbidden();
  if (!(await findStaffById(db, staffId))) throw notFound('User not found');
  const page = await pageStudentsOfStaff(db, staffId, query);
  return { items: page.items.map(toStudentDto), total: page.total, totalExact: page.totalExact };
}
