import { asc, count, eq, inArray } from 'drizzle-orm';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courseModules } from '../../db/schema/course-modules.table';
import { courses } from '../../db/schema/courses.table';
import { lessons } from '../../db/schema/lessons.table';
import { answers, questions } from '../../db/schema/questions.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import type { DomainSeed } from '../domain-seed';
import { DEMO_QUESTIONS } from './questions.seed-data';

const HOUR = 3_600_000;

async function courseIdsByName(db: Db): Promise<Map<string, number>> {
  const names = [...new Set(DEMO_QUESTIONS.map((question) => question.course))];
  const rows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(inArray(courses.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Each course's lessons in outline order (module position, then lesson position). */
async function lessonIdsByCourse(db: Db, courseIds: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ courseId: courseModules.courseId, lessonId: lessons.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(courseModules.courseId, courseIds))
    .orderBy(asc(courseModules.position), asc(lessons.position), asc(lessons.id));
  const byCourse = new Map<number, number[]>();
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.lessonId]);
  return byCourse;
}

/** Each course's first author: who answers when the question was asked of nobody in particular. */
async function firstAuthorByCourse(db: Db, courseIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ courseId: courseAuthors.courseId, staffId: courseAuthors.staffId })
    .from(courseAuthors)
    .where(inArray(courseAuthors.courseId, courseIds))
    .orderBy(asc(courseAuthors.createdAt), asc(courseAuthors.staffId));
  const first = new Map<number, number>();
  for (const row of rows) if (!first.has(row.courseId)) first.set(row.courseId, row.staffId);
  return first;
}

/** ~25 questions of demo students on demo courses, about half answered; skipped when any question exists. */
export const questionsSeed: DomainSeed = {
  name: 'questions',
  async run(db, context) {
    const [existing] = await db.select({ total: count() }).from(questions);
    if ((existing?.total ?? 0) > 0) return;
    const courseIds = await courseIdsByName(db);
    const studentRows = await db
      .select({ id: students.id })
      .from(students)
      .orderBy(asc(students.id))
      .limit(40);
    if (courseIds.size === 0 || studentRows.length === 0) return;
    const ids = [...courseIds.values()];
    const lessonIds = await lessonIdsByCourse(db, ids);
    const authors = await firstAuthorByCourse(db, ids);
    const staffRows = await db.select({ id: staff.id, email: staff.email }).from(staff);
    const staffIds = new Map(staffRows.map((row) => [row.email, row.id]));
    const now = Date.now();
    let written = 0;
    await db.transaction(async (tx) => {
      for (const [index, demo] of DEMO_QUESTIONS.entries()) {
        const courseId = courseIds.get(demo.course);
        const student = studentRows[(index * 7) % studentRows.length];
        if (courseId === undefined || !student) continue;
        const addressedTo = demo.to ? (staffIds.get(demo.to) ?? null) : null;
        const asked = new Date(now - demo.hoursAgo * HOUR);
        const answered = demo.answer ? new Date(asked.getTime() + (2 + (index % 5) * 3) * HOUR) : null;
        const [row] = await tx
          .insert(questions)
          .values({
            studentId: student.id,
            courseId,
            lessonId: demo.lesson === undefined ? null : (lessonIds.get(courseId)?.[demo.lesson - 1] ?? null),
            addressedToStaffId: addressedTo,
            text: demo.text,
            answeredAt: answered,
            createdAt: asked,
          })
          .returning({ id: questions.id });
        if (!row) throw new Error('seed: insert into questions returned nothing');
        if (demo.answer && answered) {
          await tx.insert(answers).values({
            questionId: row.id,
            staffId: addressedTo ?? authors.get(courseId) ?? null,
            text: demo.answer,
            createdAt: answered,
            updatedAt: answered,
          });
        }
        written++;
      }
      await audit.record(tx, {
        actorId: null,
        action: 'questions.seed',
        entity: 'question',
        entityId: null,
        changes: { count: written, source: 'seed' },
      });
    });
    context.info(`seed: ${written} questions`);
  },
};
