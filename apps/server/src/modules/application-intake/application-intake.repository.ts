import { eq, sql } from 'drizzle-orm';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';

/** The student with this e-mail (lower-cased by the contract; the unique index is on lower(email)). */
export async function findStudentIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(sql`lower(${students.email})`, email));
  return row?.id;
}
