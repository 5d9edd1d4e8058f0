import type { QuestionsQuery } from '@school/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { files } from '../../db/schema/files.table';
import { lessons } from '../../db/schema/lessons.table';
import { type AnswerRow, answers, type QuestionRow, questions } from '../../db/schema/questions.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { defineFeed } from '../../lists';

const addressee = alias(staff, 'addressee');
const answerer = alias(staff, 'answerer');

/** A question as the query returns it (flat; questions.repository.ts's toView nests it). */
export interface QuestionFeedRow {
  row: QuestionRow;
  student: { id: number; firstName: string; lastName: string; email: string };
  avatarKey: string | null;
  avatarName: string | null;
  course: { id: number; name: string };
  lessonId: number | null;
  lessonName: string | null;
  addresseeId: number | null;
  addresseeFirst: string | null;
  addresseeLast: string | null;
  answer: AnswerRow | null;
  answererId: number | null;
  answererFirst: string | null;
  answererLast: string | null;
}

/** The tab's query plus whose questions: all (admins, no `staffId`) or one staff member's (the service's scope). */
export type QuestionsFeedQuery = QuestionsQuery & { staffId?: number | undefined };

/** On a course the staff member authors, or asked of them by name. */
export function ofStaff(staffId: unknown): SQL {
  const authored = sql`${questions.courseId} in (select ${courseAuthors.courseId} from ${courseAuthors} where ${courseAuthors.staffId} = ${staffId})`;
  return sql`(${authored} or ${questions.addressedToStaffId} = ${staffId})`;
}

/**
 * `GET /api/questions`: waiting first (the partial index's rows), then newest; the id breaks ties. The
 * search matches the text or the student's name either way round (through IN: the total counts questions
 * alone).
 */
export const questionsFeed = defineFeed<QuestionsFeedQuery, QuestionFeedRow>({
  name: 'questions',
  table: questions,
  id: questions.id,
  columns: {
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
  },
  join: (query: PgSelect) =>
    query
      .innerJoin(students, eq(students.id, questions.studentId))
      .innerJoin(courses, eq(courses.id, questions.courseId))
      .leftJoin(files, eq(files.id, students.avatarFileId))
      .leftJoin(lessons, eq(lessons.id, questions.lessonId))
      .leftJoin(addressee, eq(addressee.id, questions.addressedToStaffId))
      .leftJoin(answers, eq(answers.questionId, questions.id))
      .leftJoin(answerer, eq(answerer.id, answers.staffId)),
  order: () => [asc(sql`${questions.answeredAt} is not null`), desc(questions.createdAt), desc(questions.id)],
  search: {
    match: (pattern) => sql`(${questions.text} ilike ${pattern} or ${questions.studentId} in (
      select s.id from ${students} s where (s.first_name || ' ' || s.last_name) ilike ${pattern}
        or (s.last_name || ' ' || s.first_name) ilike ${pattern}))`,
  },
  filter: {
    parts: (query) => ({
      shape: { status: query.status },
      values: { staffId: query.staffId, courseId: query.courseId },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (values.staffId !== undefined) conditions.push(ofStaff(bind('staffId', values.staffId)));
      if (shape.status === 'waiting') conditions.push(sql`${questions.answeredAt} is null`);
      if (shape.status === 'answered') conditions.push(sql`${questions.answeredAt} is not null`);
      if (values.courseId !== undefined)
        conditions.push(sql`${questions.courseId} = ${bind('courseId', values.courseId)}`);
      return conditions;
    },
  },
});
