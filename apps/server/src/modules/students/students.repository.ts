import type { StaffStudentsQuery } from '@school/contracts';
import { eq, sql } from 'drizzle-orm';
import { type NewStudent, type StudentRow, students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { type StudentWithExtras, studentsList } from './students.list';

export async function findStudentWithExtras(db: Db, id: number): Promise<StudentWithExtras | undefined> {
  const [found] = await studentsList.select(db).where(eq(students.id, id));
  return found as StudentWithExtras | undefined;
}

export async function findStudentById(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<StudentRow | undefined> {
  const query = db.select().from(students).where(eq(students.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findStudentByEmail(db: Db, email: string): Promise<StudentRow | undefined> {
  const [row] = await db
    .select()
    .from(students)
    .where(sql`lower(${students.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function insertStudent(db: Db, values: NewStudent): Promise<StudentRow> {
  const [row] = await db.insert(students).values(values).returning();
  if (!row) throw new Error('insert into students returned nothing');
  return row;
}

export async function updateStudent(db: Db, id: number, patch: Partial<NewStudent>): Promise<StudentRow> {
  const [row] = await db
    .update(students)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(students.id, id))
    .returning();
  if (!row) throw new Error(`student ${id} vanished during update`);
  return row;
}

export async function deleteStudent(db: Db, id: number): Promise<void> {
  await db.delete(students).where(eq(students.id, id));
}

/** A page of the students with a live access to any course the staff member is assigned to (and the search). */
export function pageStudentsOfStaff(db: Db, staffId: number, query: StaffStudentsQuery) {
  return studentsList.page(db, studentsOfStaffQuery(staffId, query));
}

/** The students list's query for a staff member's students (`courseStaffId`) and the search. */
export function studentsOfStaffQuery(staffId: number, query: StaffStudentsQuery) {
  return { ...query, subscription: 'all' as const, courseStaffId: staffId };
}
