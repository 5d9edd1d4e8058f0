import type { Course, CourseModule, CourseStatus, Lesson, Role } from '@school/contracts';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../db/schema/audit-events.table';
import { courses } from '../db/schema/courses.table';
import { bearer, multipartFile, type TestApp } from './test-app';

/** Small builders for the course tests: each test makes the courses it needs instead of leaning on the seed. */
export function courseFixtures(t: TestApp) {
  const as = async (role: Role) => bearer(await t.loginAs(role));

  async function staffId(role: Role): Promise<number> {
    const response = await t.app.inject({ url: '/api/admins/my-info', headers: await as(role) });
    return response.json<{ id: number }>().id;
  }

  async function createCourse(body: object = {}): Promise<Course> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: await as('admin'),
      payload: { name: `Тестовый курс ${Math.random().toString(36).slice(2, 8)}`, ...body },
    });
    if (response.statusCode !== 201)
      throw new Error(`create course: ${response.statusCode} ${response.body}`);
    return response.json<Course>();
  }

  async function addModule(courseId: number, name = 'Модуль'): Promise<CourseModule> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${courseId}/modules`,
      headers: await as('admin'),
      payload: { name },
    });
    if (response.statusCode !== 201) throw new Error(`add module: ${response.statusCode} ${response.body}`);
    return response.json<CourseModule>();
  }

  async function addLesson(moduleId: number, body: object = {}): Promise<Lesson> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/modules/${moduleId}/lessons`,
      headers: await as('admin'),
      payload: { name: 'Урок', ...body },
    });
    if (response.statusCode !== 201) throw new Error(`add lesson: ${response.statusCode} ${response.body}`);
    return response.json<Lesson>();
  }

  /** A course with `shape[i]` lessons in module i. */
  async function courseWithContent(shape: number[]) {
    const course = await createCourse();
    const modules: { module: CourseModule; lessons: Lesson[] }[] = [];
    for (const [i, count] of shape.entries()) {
      const module = await addModule(course.id, `Модуль ${i + 1}`);
      const lessons: Lesson[] = [];
      for (let j = 0; j < count; j++)
        lessons.push(await addLesson(module.id, { name: `Урок ${i + 1}.${j + 1}` }));
      modules.push({ module, lessons });
    }
    return { course, modules };
  }

  async function assign(role: Role, courseId: number, assigned = true) {
    const id = await staffId(role);
    return t.app.inject({
      method: 'POST',
      url: `/api/admins/${id}/assign-to-course`,
      headers: await as('admin'),
      payload: { courseId, assigned },
    });
  }

  /** Puts the course straight into `status`, bypassing the workflow, to set up a test. */
  async function forceStatus(courseId: number, status: CourseStatus): Promise<void> {
    await t.database.db.update(courses).set({ status }).where(eq(courses.id, courseId));
  }

  async function auditOf(action: string, entityId: number) {
    return t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, entityId)));
  }

  async function upload(kind: 'image' | 'attachment', name: string, bytes: Buffer, role: Role = 'admin') {
    const { payload, headers } = multipartFile('file', name, 'application/octet-stream', bytes);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/storage?kind=${kind}`,
      payload,
      headers: { ...headers, ...(await as(role)) },
    });
    if (response.statusCode !== 201) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    return response.json<{ id: number; url: string }>();
  }

  return {
    as,
    staffId,
    createCourse,
    addModule,
    addLesson,
    courseWithContent,
    assign,
    forceStatus,
    auditOf,
    upload,
  };
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
