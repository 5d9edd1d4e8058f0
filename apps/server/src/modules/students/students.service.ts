import { randomBytes } from 'node:crypto';
import {
  SERVER_MESSAGES,
  type Student,
  type StudentCreateBody,
  type StudentsListQuery,
  type StudentsListResponse,
  type StudentUpdateBody,
  type UndoOffer,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { StudentRow } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { generatePassword, hashPassword } from '../../password';
import { audit, diff } from '../audit';
import type { Mailer } from '../mail';
import { enqueueMail } from '../mail';
import { allowUndo, offerDeleteUndo } from '../undo';
import { toStudentDto } from './student.mapper';
import { studentPasswordMail } from './student-password.mail';
import { studentsList } from './students.list';
import {
  deleteStudent,
  findStudentByEmail,
  findStudentById,
  findStudentWithExtras,
  insertStudent,
  updateStudent,
} from './students.repository';

export const STUDENT_NOT_FOUND = 'Пользователь не найден';

export interface StudentDeps {
  db: Db;
  mailer: Mailer;
}

export async function listStudentItems(db: Db, query: StudentsListQuery): Promise<StudentsListResponse> {
  const page = await studentsList.page(db, query);
  return { items: page.items.map(toStudentDto), total: page.total, totalExact: page.totalExact };
}

/** What the global search shows of a student (students.list.ts, `palette`). */
export type StudentPaletteRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

/** The global search's «Ученики»: `listStudentItems`' first rows and total, narrow. */
export function searchStudentItems(db: Db, query: StudentsListQuery, take: number) {
  return studentsList.palettePage<StudentPaletteRow>(db, query, take);
}

export async function getStudent(db: Db, id: number): Promise<Student> {
  const found = await findStudentWithExtras(db, id);
  if (!found) throw notFound(STUDENT_NOT_FOUND);
  return toStudentDto(found);
}

/** Runs `work` on the locked student row; 404 when it does not exist; 409 on a taken e-mail. */
export async function withStudentLocked<T>(
  db: Db,
  id: number,
  work: (tx: Db, before: StudentRow) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const before = await findStudentById(tx, id, true);
      if (!before) throw notFound(STUDENT_NOT_FOUND);
      return work(tx, before);
    });
  } catch (error) {
    // Two writers racing past the e-mail check meet at the unique index on lower(email).
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.userExists);
    throw error;
  }
}

export async function createStudent(deps: StudentDeps, actorId: number, body: StudentCreateBody) {
  const password = body.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  let outbox: { id: number; mail: ReturnType<typeof studentPasswordMail> } | undefined;
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (await findStudentByEmail(tx, body.email)) throw conflict(SERVER_MESSAGES.userExists);
      const row = await insertStudent(tx, {
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone ?? null,
        gender: body.gender ?? null,
        birthDate: body.birthDate ?? null,
        passwordHash,
        referralCode: `S${randomBytes(5).toString('hex').toUpperCase()}`,
      });
      const { passwordHash: _secret, ...visible } = row;
      await audit.created(tx, actorId, 'student', row.id, {
        email: visible.email,
        firstName: visible.firstName,
        lastName: visible.lastName,
      });
      const mail = studentPasswordMail(row, password, true);
      outbox = { id: await enqueueMail(tx, mail), mail };
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_MESSAGES.userExists);
    throw error;
  }
  if (outbox) void deps.mailer.deliver(outbox.id, outbox.mail);
  return getStudent(deps.db, id);
}

export async function updateStudentProfile(db: Db, actorId: number, id: number, body: StudentUpdateBody) {
  await withStudentLocked(db, id, async (tx, before) => {
    if (body.email && body.email !== before.email.toLowerCase()) {
      const other = await findStudentByEmail(tx, body.email);
      if (other && other.id !== id) throw conflict(SERVER_MESSAGES.userExists);
    }
    if (Object.keys(diff(before, body)).length === 0) return;
    await updateStudent(tx, id, body);
    await audit.changed(tx, actorId, 'student', id, before, body);
  });
  return getStudent(db, id);
}

/**
 * What a student's delete takes with it (`on delete cascade`), kept for «Отменить» and «Корзина»: the student,
 * then their subscriptions, accesses, questions with the answers, the referral that brought them and onboarding.
 */
const STUDENT_UNDO = [
  { table: 'students', column: 'id' },
  { table: 'subscriptions', column: 'student_id' },
  { table: 'course_accesses', column: 'student_id' },
  { table: 'questions', column: 'student_id' },
  { table: 'answers', column: 'question_id', through: { table: 'questions', column: 'student_id' } },
  { table: 'referrals', column: 'referred_student_id' },
  { table: 'student_onboarding', column: 'student_id' },
] as const;
/** …and what it empties (`on delete set null`): the buyer of their payments and of their applications. */
const STUDENT_LINKS = [
  { table: 'payments', column: 'student_id' },
  { table: 'payments', column: 'subscription_id', through: { table: 'subscriptions', column: 'student_id' } },
  {
    table: 'payments',
    column: 'referral_id',
    through: { table: 'referrals', column: 'referred_student_id' },
  },
  { table: 'applications', column: 'student_id' },
] as const;
allowUndo(STUDENT_UNDO, STUDENT_LINKS);

/**
 * Deletes a student and offers «Отменить»; the student waits 30 days in «Корзина» with all of the above. Their
 * payments stay (money is never deleted) without a buyer until a restore links them again. A new student may take
 * the e-mail meanwhile (the row is out of the table); a restore is then refused with a 409.
 */
export async function removeStudent(db: Db, actorId: number, id: number): Promise<UndoOffer> {
  return withStudentLocked(db, id, async (tx, before) => {
    const undo = await offerDeleteUndo(tx, {
      staffId: actorId,
      action: 'student.delete',
      entity: 'student',
      ids: [id],
      tables: STUDENT_UNDO,
      links: STUDENT_LINKS,
      trash: { title: `${before.lastName} ${before.firstName} (${before.email})`, link: `/users/${id}` },
    });
    await deleteStudent(tx, id);
    await audit.removed(tx, actorId, 'student', id, {
      email: before.email,
      firstName: before.firstName,
      lastName: before.lastName,
    });
    return undo;
  });
}
