import type { QuestionStatus } from '@school/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { files } from '../../db/schema/files.table';
import { lessons } from '../../db/schema/lessons.table';
import { type AnswerRow, answers, type QuestionRow, questions } from '../../db/schema/questions.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { containsPattern } from '../../lists/filter';
import type { FileUrlParts } from '../files';

const addressee = alias(staff, 'addressee');
const answerer = alias(staff, 'answerer');

/** A question as the tab shows it: the row, who asked, where, of whom, and the answer with its author. */
export interface QuestionView {
  row: QuestionRow;
  student: { id: number; firstName: string; lastName: string; email: string };
  avatar: FileUrlParts | null;
  course: { id: number; name: string };
  lesson: { id: number; name: string } | null;
  addressedTo: { id: number; firstName: string; lastName: string } | null;
  answer: AnswerRow | null;
  answeredBy: { id: number; firstName: string; lastName: string } | null;
}

/** Which questions: all (admins), or those of one staff member's courses and addressed to them. */
export interface QuestionsFilter {
  staffId?: number | undefined;
  status?: QuestionStatus;
  courseId?: number | undefined;
  search?: string;
}

/** On a course the staff member authors, or asked of them by name. */
export function ofStaff(staffId: number): SQL {
  const authored = sql`${questions.courseId} in (select ${courseAuthors.courseId} from ${courseAuthors} where ${courseAuthors.staffId} = ${staffId})`;
  return or(authored, eq(questions.addressedToStaffId, staffId)) as SQL;
}

function conditions(filter: QuestionsFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.staffId !== undefined) where.push(ofStaff(filter.staffId));
  if (filter.status === 'waiting') where.push(isNull(questions.answeredAt));
  if (filter.status === 'answered') where.push(isNotNull(questions.answeredAt));
  if (filter.courseId !== undefined) where.push(eq(questions.courseId, filter.courseId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(
      or(
        sql`${questions.text} ilike ${pattern}`,
        sql`(${students.firstName} || ' ' || ${students.lastName}) ilike ${pattern}`,
        sql`(${students.lastName} || ' ' || ${students.firstName}) ilike ${pattern}`,
      ) as SQL,
    );
  }
  return where;
}

function selectViews(db: Db) {
  return db
    .select({
      row: questions,
      student: {
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        email: students.email,
      },
      avatarKey: files.urlKey,
      avatarName: files.originalName,
      course: { id: courses.id, name: courses.name },
      lessonId: lessons.id,
      lessonName: lessons.name,
      addresseeId: addressee.id,
      addresseeFirst: addressee.firstName,
      addresseeLast: addressee.lastName,
      answer: answers,
      answererId: answerer.id,
      answererFirst: answerer.firstName,
      answererLast: answerer.lastName,
    })
    .from(questions)
    .innerJoin(students, eq(students.id, questions.studentId))
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .leftJoin(files, eq(files.id, students.avatarFileId))
    .leftJoin(lessons, eq(lessons.id, questions.lessonId))
    .leftJoin(addressee, eq(addressee.id, questions.addressedToStaffId))
    .leftJoin(answers, eq(answers.questionId, questions.id))
    .leftJoin(answerer, eq(answerer.id, answers.staffId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(r: Selected): QuestionView {
  return {
    row: r.row,
    student: r.student,
    avatar:
      r.avatarKey !== null && r.avatarName !== null
        ? { urlKey: r.avatarKey, originalName: r.avatarName }
        : null,
    course: r.course,
    lesson: r.lessonId !== null && r.lessonName !== null ? { id: r.lessonId, name: r.lessonName } : null,
    addressedTo:
      r.addresseeId !== null
        ? { id: r.addresseeId, firstName: r.addresseeFirst ?? '', lastName: r.addresseeLast ?? '' }
        : null,
    answer: r.answer,
    answeredBy:
      r.answererId !== null
        ? { id: r.answererId, firstName: r.answererFirst ?? '', lastName: r.answererLast ?? '' }
        : null,
  };
}

/** A page: waiting first (the partial index's rows), then newest; the id breaks ties so pages are stable. */
export async function listQuestionViews(
  db: Db,
  filter: QuestionsFilter,
  page: { skip: number; take: number },
): Promise<{ items: QuestionView[]; total: number }> {
  const where = and(...conditions(filter));
  const rows = await selectViews(db)
    .where(where)
    .orderBy(asc(sql`${questions.answeredAt} is not null`), desc(questions.createdAt), desc(questions.id))
    .limit(page.take)
    .offset(page.skip);
  const countQuery = db.select({ total: count() }).from(questions);
  const [counted] = filter.search
    ? await countQuery.innerJoin(students, eq(students.id, questions.studentId)).where(where)
    : await countQuery.where(where);
  return { items: rows.map(toView), total: counted?.total ?? 0 };
}

export async function findQuestionView(db: Db, id: number): Promise<QuestionView | undefined> {
  const [row] = await selectViews(db).where(eq(questions.id, id));
  return row && toView(row);
}

export async function findQuestionById(
  db: Db,
  id: number,
  forUpdate = false,
): Promise<QuestionRow | undefined> {
  const query = db.select().from(questions).where(eq(questions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Unanswered questions in the scope: reads only the partial index `questions_waiting_idx`. */
export async function countWaiting(db: Db, staffId: number | undefined): Promise<number> {
  const where = [isNull(questions.answeredAt)];
  if (staffId !== undefined) where.push(ofStaff(staffId));
  const [row] = await db
    .select({ total: count() })
    .from(questions)
    .where(and(...where));
  return row?.total ?? 0;
}

/** The courses with questions in the scope, by name, each with its waiting ones. */
export async function listQuestionCourses(
  db: Db,
  staffId: number | undefined,
): Promise<{ id: number; name: string; waiting: number }[]> {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      waiting: sql<number>`count(*) filter (where ${questions.answeredAt} is null)::int`,
    })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(staffId === undefined ? undefined : ofStaff(staffId))
    .groupBy(courses.id, courses.name)
    .orderBy(asc(courses.name), asc(courses.id));
  return rows.map((row) => ({ ...row, waiting: Number(row.waiting) }));
}

export async function isAuthorOf(db: Db, courseId: number, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ staffId: courseAuthors.staffId })
    .from(courseAuthors)
    .where(and(eq(courseAuthors.courseId, courseId), eq(courseAuthors.staffId, staffId)));
  return row !== undefined;
}

/** Of these courses, those the staff member authors (one read for a page of questions). */
export async function authoredAmong(db: Db, courseIds: number[], staffId: number): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: courseAuthors.courseId })
    .from(courseAuthors)
    .where(and(inArray(courseAuthors.courseId, courseIds), eq(courseAuthors.staffId, staffId)));
  return new Set(rows.map((row) => row.courseId));
}

export async function findAnswer(db: Db, questionId: number): Promise<AnswerRow | undefined> {
  const [row] = await db.select().from(answers).where(eq(answers.questionId, questionId));
  return row;
}

/** Creates the answer or replaces its text (one per question), and marks the question answered. */
export async function upsertAnswer(db: Db, questionId: number, staffId: number, text: string): Promise<void> {
  const now = new Date();
  await db
    .insert(answers)
    .values({ questionId, staffId, text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: answers.questionId, set: { text, staffId, updatedAt: now } });
  await db
    .update(questions)
    .set({ answeredAt: sql`coalesce(${questions.answeredAt}, now())` })
    .where(eq(questions.id, questionId));
}

export async function deleteQuestion(db: Db, id: number): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}
