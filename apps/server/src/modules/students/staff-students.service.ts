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
import { studentsList } from './students.list';
import { pageStudentsOfStaff, studentsOfStaffQuery } from './students.repository';
import type { StudentPaletteRow } from './students.service';

/** Students with a live access to any course the staff member is assigned to. */
export async function listStaffStudents(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffStudentsQuery,
): Promise<StudentsListResponse> {
  await assertMaySeeStudentsOf(db, actor, staffId);
  const page = await pageStudentsOfStaff(db, staffId, query);
  return { items: page.items.map(toStudentDto), total: page.total, totalExact: page.totalExact };
}

async function assertMaySeeStudentsOf(db: Db, actor: { id: number; role: Role }, staffId: number) {
  if (!isAdminRole(actor.role) && actor.id !== staffId) throw forbidden();
  if (!(await findStaffById(db, staffId))) throw notFound('User not found');
}

/** The global search's «Ученики» of a curator or speaker: `listStaffStudents`' first rows and total, narrow. */
export async function searchStaffStudents(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffStudentsQuery,
  take: number,
) {
  await assertMaySeeStudentsOf(db, actor, staffId);
  return studentsList.palettePage<StudentPaletteRow>(db, studentsOfStaffQuery(staffId, query), take);
}
