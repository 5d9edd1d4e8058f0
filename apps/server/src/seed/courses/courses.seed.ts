import { COURSE_STATUS, type CourseStatus } from '@school/contracts';
import { inArray } from 'drizzle-orm';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courseModules } from '../../db/schema/course-modules.table';
import { courseStatusChanges } from '../../db/schema/course-status-changes.table';
import { courses } from '../../db/schema/courses.table';
import { directions } from '../../db/schema/directions.table';
import { lessonFiles } from '../../db/schema/lesson-files.table';
import { lessons } from '../../db/schema/lessons.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { storeDemoFile } from '../demo-files';
import type { DomainSeed, SeedContext } from '../domain-seed';
import {
  DEMO_AUTHORS,
  DEMO_BLOCK_COMMENT,
  DEMO_COURSES,
  DEMO_DESCRIPTION,
  DEMO_RETURN_COMMENT,
  type DemoCourse,
} from './courses.seed-data';
import { demoAttachments, demoCover, demoLessons } from './courses-seed-content';
import { DEMO_DIRECTIONS } from './directions.seed';

const DAY = 86_400_000;
const ADMIN_EMAIL = 'admin@demo.test';

interface Lookups {
  staffIds: Map<string, number>;
  directionIds: Map<string, number>;
  now: number;
}

/** The recorded path to the course's status, as an author and the admin would have walked it. */
function demoHistory(
  status: CourseStatus,
  created: number,
  authorId: number | null,
  adminId: number | null,
  now: number,
) {
  const at = (days: number) => new Date(Math.min(created + days * DAY, now));
  const steps: {
    from: CourseStatus;
    to: CourseStatus;
    by: number | null;
    at: Date;
    comment: string | null;
  }[] = [];
  if (status === COURSE_STATUS.draft) return steps;
  steps.push({ from: 0, to: 1, by: authorId, at: at(3), comment: null });
  if (status === COURSE_STATUS.returnRevision)
    steps.push({ from: 1, to: 2, by: adminId, at: at(5), comment: DEMO_RETURN_COMMENT });
  if (status >= COURSE_STATUS.publish) steps.push({ from: 1, to: 3, by: adminId, at: at(5), comment: null });
  if (status === COURSE_STATUS.blocked)
    steps.push({ from: 3, to: 4, by: adminId, at: at(40), comment: DEMO_BLOCK_COMMENT });
  return steps;
}

async function seedCourse(tx: Db, context: SeedContext, demo: DemoCourse, index: number, lookups: Lookups) {
  const created = lookups.now - (DEMO_COURSES.length - index) * 10 * DAY;
  const direction = DEMO_DIRECTIONS[demo.direction];
  const withoutCover = demo.status === COURSE_STATUS.draft && index % 2 === 0;
  const cover =
    direction && !withoutCover
      ? await storeDemoFile(tx, context.fileStore, demoCover(index, direction.colors))
      : null;
  const authorIds = demo.authors.flatMap((key) => lookups.staffIds.get(DEMO_AUTHORS[key]) ?? []);
  const adminId = lookups.staffIds.get(ADMIN_EMAIL) ?? null;
  const history = demoHistory(demo.status, created, authorIds[0] ?? null, adminId, lookups.now);
  const published = history.find((step) => step.to === COURSE_STATUS.publish);

  const [row] = await tx
    .insert(courses)
    .values({
      name: demo.name,
      description: DEMO_DESCRIPTION(demo.name),
      directionId: direction ? (lookups.directionIds.get(direction.name.toLowerCase()) ?? null) : null,
      level: demo.level,
      coverFileId: cover?.id ?? null,
      costBeforeDiscount: demo.costBeforeDiscount,
      personalDiscount: demo.personalDiscount,
      cost: demo.costBeforeDiscount - demo.personalDiscount,
      status: demo.status,
      isVisible: demo.status === COURSE_STATUS.publish,
      isOnMain: Boolean(demo.isOnMain),
      mainPosition: demo.isOnMain ? index : null,
      isTop: Boolean(demo.isTop),
      topPosition: demo.isTop ? index : null,
      publishedAt: published?.at ?? null,
      createdBy: adminId,
      createdAt: new Date(created),
      updatedAt: history.at(-1)?.at ?? new Date(created),
    })
    .returning({ id: courses.id });
  if (!row) throw new Error('seed: insert into courses returned nothing');
  const courseId = row.id;

  if (authorIds.length)
    await tx.insert(courseAuthors).values(authorIds.map((staffId) => ({ courseId, staffId })));
  if (history.length) {
    await tx.insert(courseStatusChanges).values(
      history.map((step) => ({
        courseId,
        fromStatus: step.from,
        toStatus: step.to,
        comment: step.comment,
        staffId: step.by,
        at: step.at,
      })),
    );
  }
  const moduleRows = await tx
    .insert(courseModules)
    .values(demo.modules.map((name, position) => ({ courseId, name, position })))
    .returning({ id: courseModules.id });
  const lessonValues = moduleRows.flatMap((module, moduleIndex) =>
    demoLessons(demo, demo.modules[moduleIndex] ?? '', moduleIndex).map((lesson, position) => ({
      ...lesson,
      moduleId: module.id,
      position,
    })),
  );
  const lessonRows = await tx.insert(lessons).values(lessonValues).returning({ id: lessons.id });

  const attachments = demoAttachments(demo, index);
  const links = [];
  for (const [position, { lesson, file }] of attachments.entries()) {
    const stored = await storeDemoFile(tx, context.fileStore, file);
    const lessonId = lessonRows[lesson]?.id;
    if (lessonId) links.push({ lessonId, fileId: stored.id, name: stored.originalName, position });
  }
  if (links.length) await tx.insert(lessonFiles).values(links);

  await audit.created(tx, null, 'course', courseId, { name: demo.name, status: demo.status, source: 'seed' });
}

/** 30 demo courses with modules, lessons, files, covers, authors and a consistent status history. */
export const coursesSeed: DomainSeed = {
  name: 'courses',
  async run(db, context) {
    const existing = await db.select({ name: courses.name }).from(courses);
    const known = new Set(existing.map((row) => row.name));
    const missing = DEMO_COURSES.filter((demo) => !known.has(demo.name));
    if (missing.length === 0) return;

    const emails = [ADMIN_EMAIL, ...Object.values(DEMO_AUTHORS)];
    const staffRows = await db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(inArray(staff.email, emails));
    const directionRows = await db.select({ id: directions.id, name: directions.name }).from(directions);
    const lookups: Lookups = {
      staffIds: new Map(staffRows.map((member) => [member.email, member.id])),
      directionIds: new Map(directionRows.map((direction) => [direction.name.toLowerCase(), direction.id])),
      now: Date.now(),
    };
    await db.transaction(async (tx) => {
      for (const demo of missing) await seedCourse(tx, context, demo, DEMO_COURSES.indexOf(demo), lookups);
    });
    context.info(`seed: ${missing.length} courses with modules, lessons and files`);
  },
};
