import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { type AnswerRow, answers, type QuestionRow, questions } from '../../db/schema/questions.table';
import type { Db } from '../../db/types';
import type { FileUrlParts } from '../files';
import { ofStaff, type QuestionFeedRow, type QuestionsFeedQuery, questionsFeed } from './questions.list';

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

function toView(r: QuestionFeedRow): QuestionView {
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

/** A page of the feed (questions.list.ts) and its total. */
export async function listQuestionViews(
  db: Db,
  query: QuestionsFeedQuery,
): Promise<{ items: QuestionView[]; total: number }> {
  const { items, total } = await questionsFeed.page(db, query);
  return { items: items.map(toView), total };
}

export async function findQuestionView(db: Db, id: number): Promise<QuestionView | undefined> {
  const [row] = await questionsFeed.select(db).where(eq(questions.id, id));
  return row && toView(row as QuestionFeedRow);
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
