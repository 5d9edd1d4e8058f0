import {
  type AnswerBody,
  isAdminRole,
  type Question,
  type QuestionCoursesResponse,
  type QuestionDeleteResponse,
  type QuestionsQuery,
  type QuestionsResponse,
  type QuestionsWaiting,
  type Role,
} from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import type { QuestionRow } from '../../db/schema/questions.table';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../http-errors';
import { audit } from '../audit';
import { allowUndo, offerDeleteUndo } from '../undo';
import { toQuestionDto } from './questions.mapper';
import {
  authoredAmong,
  countWaiting,
  deleteQuestion,
  findAnswer,
  findQuestionById,
  findQuestionView,
  isAuthorOf,
  listQuestionCourses,
  listQuestionViews,
  upsertAnswer,
} from './questions.repository';

/** Who calls: admins reach every question; a curator or speaker those of their courses or asked of them. */
export interface Caller {
  id: number;
  role: Role;
}

const QUESTION_NOT_FOUND = questionsTexts.questions.notFound;

/**
 * Whose questions a call reads: an admin all of them, or one person's with `adminId`; a curator or speaker
 * always their own (naming someone else is a 403, not an empty list).
 */
function scopeOf(caller: Caller, adminId: number | undefined): number | undefined {
  if (isAdminRole(caller.role)) return adminId;
  if (adminId !== undefined && adminId !== caller.id) throw forbidden();
  return caller.id;
}

/** Sees and answers it: an admin, an author of its course, or the one it was asked of. */
async function mayAnswer(db: Db, caller: Caller, question: QuestionRow): Promise<boolean> {
  if (isAdminRole(caller.role)) return true;
  if (question.addressedToStaffId === caller.id) return true;
  return isAuthorOf(db, question.courseId, caller.id);
}

/** Deletes it: an admin or an author of its course (being asked by name is not owning the course). */
async function mayDelete(db: Db, caller: Caller, question: QuestionRow): Promise<boolean> {
  return isAdminRole(caller.role) || isAuthorOf(db, question.courseId, caller.id);
}

export async function listQuestions(
  db: Db,
  caller: Caller,
  query: QuestionsQuery,
): Promise<QuestionsResponse> {
  const staffId = scopeOf(caller, query.adminId);
  const { items, total } = await listQuestionViews(db, { ...query, staffId });
  const authored = isAdminRole(caller.role)
    ? undefined
    : await authoredAmong(db, [...new Set(items.map((view) => view.row.courseId))], caller.id);
  return {
    items: items.map((view) => toQuestionDto(view, authored?.has(view.row.courseId) ?? true)),
    total,
  };
}

export async function waitingCount(db: Db, caller: Caller, adminId?: number): Promise<QuestionsWaiting> {
  return { waiting: await countWaiting(db, scopeOf(caller, adminId)) };
}

export async function questionCourses(
  db: Db,
  caller: Caller,
  adminId?: number,
): Promise<QuestionCoursesResponse> {
  return { items: await listQuestionCourses(db, scopeOf(caller, adminId)) };
}

export async function getQuestion(db: Db, caller: Caller, id: number): Promise<Question> {
  const question = await findQuestionById(db, id);
  if (!question) throw notFound(QUESTION_NOT_FOUND);
  if (!(await mayAnswer(db, caller, question))) throw forbidden();
  return readQuestion(db, caller, id);
}

async function readQuestion(db: Db, caller: Caller, id: number): Promise<Question> {
  const view = await findQuestionView(db, id);
  if (!view) throw notFound(QUESTION_NOT_FOUND);
  return toQuestionDto(view, await mayDelete(db, caller, view.row));
}

/**
 * Writes the answer (a second call replaces its text) and marks the question answered in one transaction;
 * the row lock makes two staff answering at once take turns (the later text wins, both audited).
 */
export async function answerQuestion(
  db: Db,
  caller: Caller,
  id: number,
  body: AnswerBody,
): Promise<Question> {
  const text = body.text.replace(/\r\n?/g, '\n');
  await db.transaction(async (tx) => {
    const question = await findQuestionById(tx, id, true);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    if (!(await mayAnswer(tx, caller, question))) throw forbidden();
    const before = await findAnswer(tx, id);
    if (before?.text === text) return;
    await upsertAnswer(tx, id, caller.id, text);
    await audit.record(tx, {
      actorId: caller.id,
      action: before ? 'question.answer-update' : 'question.answer',
      entity: 'question',
      entityId: id,
      changes: before ? { text: { from: before.text, to: text } } : { text },
    });
  });
  return readQuestion(db, caller, id);
}

/** The rows a question's delete keeps for its «Отменить»: the question, then its answer. */
const QUESTION_UNDO = [
  { table: 'questions', column: 'id' },
  { table: 'answers', column: 'question_id' },
] as const;
allowUndo(QUESTION_UNDO);

/** Deletes a question with its answer and offers «Отменить»: both come back with their ids and times. */
export async function removeQuestion(db: Db, caller: Caller, id: number): Promise<QuestionDeleteResponse> {
  const undo = await db.transaction(async (tx) => {
    const question = await findQuestionById(tx, id, true);
    if (!question) throw notFound(QUESTION_NOT_FOUND);
    if (!(await mayDelete(tx, caller, question))) throw forbidden();
    const answer = await findAnswer(tx, id);
    const offer = await offerDeleteUndo(tx, {
      staffId: caller.id,
      action: 'question.delete',
      entity: 'question',
      ids: [id],
      tables: QUESTION_UNDO,
      trash: { title: question.text, link: '/profile/questions' },
    });
    await deleteQuestion(tx, id);
    await audit.removed(tx, caller.id, 'question', id, {
      studentId: question.studentId,
      courseId: question.courseId,
      text: question.text,
      answer: answer?.text ?? null,
    });
    return offer;
  });
  return { id, undo };
}
