import { ID_MAX, type Role } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../db/schema/questions.table';
import { ACCESS } from './access-table';
import { insertTestApplication, insertTestService } from './application-fixtures';
import { courseFixtures } from './course-fixtures';
import { fillPath, type Operation, readOperations } from './openapi-operations';
import { sampleValid } from './schema-samples';
import { seededRandom } from './seeded-random';
import { bearer, createTestApp, type TestApp } from './test-app';

/**
 * Who may call what, checked on every route of the served OpenAPI document (issue 8): anonymous → 401
 * except on public routes, curators and speakers → 403 on admin routes, and → 403/404 on another
 * author's courses, modules, lessons, on other staff profiles and on students.
 */

const ROLES: Role[] = ['super-admin', 'admin', 'curator', 'speaker'];
const AUTHORS: Role[] = ['curator', 'speaker'];

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(() => t.close());

const accessOf = (operation: Operation) => ACCESS[operation.key];

/** A call that names no existing record (every `{param}` is the largest id) and sends an empty body. */
function callNothing(operation: Operation, headers: Record<string, string> = {}) {
  const url = fillPath(operation.path, new Proxy({}, { get: () => String(ID_MAX) }));
  return t.app.inject({
    method: operation.method,
    url,
    headers: operation.jsonBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(operation.jsonBody ? { payload: '{}' } : {}),
  });
}

describe('the access table', () => {
  it('declares every route of the OpenAPI document, and no route that is gone', () => {
    const keys = operations.map((operation) => operation.key);
    const undeclared = keys.filter((key) => !(key in ACCESS));
    expect(
      undeclared,
      `Say who may call these routes in ACCESS (src/test/access-table.ts): ${undeclared.join(', ')}`,
    ).toEqual([]);
    const gone = Object.keys(ACCESS).filter((key) => !keys.includes(key));
    expect(gone, `These ACCESS entries name no route of the document: ${gone.join(', ')}`).toEqual([]);
  });

  it('marks public exactly the routes the document serves without security', () => {
    const mismatched = operations
      .filter((operation) => accessOf(operation) !== undefined)
      .filter((operation) => operation.isPublic !== (accessOf(operation) === 'public'))
      .map((operation) => `${operation.key}: document ${operation.isPublic ? 'public' : 'guarded'}`);
    expect(mismatched).toEqual([]);
  });
});

describe('the guard of every route', () => {
  it('answers 401 to a caller without a token or with a bad one, except on public routes', async () => {
    const wrong: string[] = [];
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic YTpi' },
    ];
    for (const operation of operations.filter((o) => accessOf(o) !== 'public')) {
      for (const headers of callers) {
        const response = await callNothing(operation, headers);
        if (response.statusCode !== 401)
          wrong.push(`${operation.key} ${JSON.stringify(headers)} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets anonymous callers through on public routes', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => accessOf(o) === 'public')) {
      const response = await callNothing(operation);
      if (response.statusCode === 401 || response.statusCode === 403)
        wrong.push(`${operation.key} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to curators and speakers on admin routes, and lets admins through', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => accessOf(o) === 'admin')) {
      for (const role of ROLES) {
        const response = await callNothing(operation, bearer(await t.loginAs(role)));
        const allowed = role === 'super-admin' || role === 'admin';
        const passed = response.statusCode !== 401 && response.statusCode !== 403;
        if (passed !== allowed) wrong.push(`${role} ${operation.key} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets only super-admins through on super-admin routes', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => accessOf(o) === 'super-admin')) {
      for (const role of ROLES) {
        const response = await callNothing(operation, bearer(await t.loginAs(role)));
        const passed = response.statusCode !== 401 && response.statusCode !== 403;
        if (passed !== (role === 'super-admin'))
          wrong.push(`${role} ${operation.key} → ${response.statusCode}`);
      }
    }
    expect(operations.some((o) => accessOf(o) === 'super-admin')).toBe(true);
    expect(wrong).toEqual([]);
  });

  it('lets every role through on staff routes', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((o) => accessOf(o) === 'staff')) {
      for (const role of ROLES) {
        const response = await callNothing(operation, bearer(await t.loginAs(role)));
        if (response.statusCode === 401 || response.statusCode === 403)
          wrong.push(`${role} ${operation.key} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * The records of one author: a course assigned to them, its module, its lesson with one attached file, and a
 * service of theirs.
 */
interface Owned {
  staff: number;
  /** An application for a service of theirs. */
  application: number;
  service: number;
  /** A student's question on their course. */
  question: number;
  /** A news item they wrote. */
  news: number;
  course: number;
  module: number;
  lesson: number;
  file: number;
}

describe('records of others', () => {
  const owned = new Map<Role, Owned>();
  let studentId = 0;

  beforeAll(async () => {
    const fx = courseFixtures(t);
    for (const role of AUTHORS) {
      const { course, modules } = await fx.courseWithContent([1]);
      await fx.assign(role, course.id);
      const file = await fx.upload('attachment', 'notes.txt', Buffer.from('конспект'));
      const lesson = modules[0]?.lessons[0];
      if (!lesson) throw new Error('fixture course has no lesson');
      const attached = await t.app.inject({
        method: 'PATCH',
        url: `/api/lessons/${lesson.id}`,
        headers: await fx.as('admin'),
        payload: { fileIds: [file.id] },
      });
      if (attached.statusCode !== 200) throw new Error(`attach: ${attached.statusCode} ${attached.body}`);
      const service = await t.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: await fx.as(role),
        payload: { name: `Услуга (${role})`, price: 1000 },
      });
      if (service.statusCode !== 201) throw new Error(`service: ${service.statusCode} ${service.body}`);
      const staffId = await fx.staffId(role);
      const application = await insertTestApplication(t.database.db, {
        kind: 'service',
        serviceId: await insertTestService(t.database.db, { staffId }),
      });
      owned.set(role, {
        staff: staffId,
        application,
        service: service.json<{ id: number }>().id,
        question: 0,
        news: 0,
        course: course.id,
        module: lesson.moduleId,
        lesson: lesson.id,
        file: file.id,
      });
    }
    const students = await t.app.inject({ url: '/api/students?take=1', headers: await fx.as('admin') });
    studentId = students.json<{ items: { id: number }[] }>().items[0]?.id ?? 0;
    for (const records of owned.values()) {
      const [question] = await t.database.db
        .insert(questions)
        .values({ studentId, courseId: records.course, text: 'Вопрос ученика' })
        .returning({ id: questions.id });
      records.question = question?.id ?? 0;
    }
    for (const [role, records] of owned) {
      const news = await t.app.inject({
        method: 'POST',
        url: '/api/news',
        headers: await fx.as(role),
        payload: { title: `Новость (${role})`, contentHtml: '<p>Текст</p>' },
      });
      if (news.statusCode !== 201) throw new Error(`news: ${news.statusCode} ${news.body}`);
      records.news = news.json<{ id: number }>().id;
    }
  });

  const ownedBy = (role: Role): Owned => {
    const records = owned.get(role);
    if (!records) throw new Error(`no records for ${role}`);
    return records;
  };

  /** `{id}` of a route under a record-owning prefix: the other author's record of that kind. */
  function paramsFor(operation: Operation, other: Owned): Record<string, string> | null {
    const kind =
      /^\/api\/(courses|modules|lessons|admins|students|services|applications|questions|news)\/\{id\}/.exec(
        operation.path,
      )?.[1];
    if (!kind) return null;
    const ids = {
      courses: other.course,
      modules: other.module,
      lessons: other.lesson,
      admins: other.staff,
      students: studentId,
      applications: other.application,
      services: other.service,
      questions: other.question,
      news: other.news,
    };
    return {
      id: String(ids[kind as keyof typeof ids]),
      courseId: String(other.course),
      fileId: String(other.file),
    };
  }

  /** What an admin sees of the other author's records, to prove that no probe changed them. */
  async function snapshot(other: Owned) {
    const headers = bearer(await t.loginAs('super-admin'));
    const urls = [
      `/api/courses/${other.course}`,
      `/api/lessons/${other.lesson}`,
      `/api/admins/${other.staff}`,
      `/api/applications/${other.application}`,
      `/api/students/${studentId}`,
      `/api/students/${studentId}/list-of-purchased-courses`,
      `/api/services?adminId=${other.staff}`,
      `/api/questions/${other.question}`,
      `/api/news?adminId=${other.staff}`,
    ];
    return Promise.all(urls.map(async (url) => (await t.app.inject({ url, headers })).json()));
  }

  it.each(AUTHORS)('%s reaches their own course, module, lesson and profile', async (role) => {
    const mine = ownedBy(role);
    const headers = bearer(await t.loginAs(role));
    for (const url of [
      `/api/courses/${mine.course}`,
      `/api/lessons/${mine.lesson}`,
      `/api/admins/${mine.staff}`,
    ]) {
      expect((await t.app.inject({ url, headers })).statusCode, url).toBe(200);
    }
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/modules/${mine.module}`,
      headers,
      payload: { name: 'Свой модуль' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it.each(AUTHORS)(
    '%s finds by the global search none of another author’s courses, applications and services',
    async (role) => {
      const other = ownedBy(role === 'curator' ? 'speaker' : 'curator');
      const adminHeaders = bearer(await t.loginAs('admin'));
      const read = async (url: string) => (await t.app.inject({ url, headers: adminHeaders })).json();
      const course: { name: string } = await read(`/api/courses/${other.course}`);
      const application: { name: string } = await read(`/api/applications/${other.application}`);
      const services: { items: { id: number; name: string }[] } = await read(
        `/api/services?adminId=${other.staff}`,
      );
      const service = services.items.find((item) => item.id === other.service);
      if (!service) throw new Error('no service of the other author');
      const headers = bearer(await t.loginAs(role));
      for (const [q, kind, id] of [
        [course.name, 'courses', other.course],
        [application.name, 'applications', other.application],
        [service.name, 'services', other.service],
      ] as const) {
        const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers });
        expect(response.statusCode).toBe(200);
        const groups: { kind: string; items: { id: number }[] }[] = response.json().groups;
        expect(groups.map((group) => group.kind).filter((kind) => kind !== 'students')).toEqual([
          'courses',
          'payments',
          'applications',
          'services',
          'news',
        ]);
        const found = groups.find((group) => group.kind === kind)?.items.map((item) => item.id);
        expect(found, q).not.toContain(id);
      }
    },
  );

  it.each(AUTHORS)(
    '%s gets 403 or 404 on every route naming another author’s record, a staff profile or a student, and nothing changes',
    async (role) => {
      const other = ownedBy(role === 'curator' ? 'speaker' : 'curator');
      const headers = bearer(await t.loginAs(role));
      const random = seededRandom(8_006);
      const before = await snapshot(other);
      const leaks: string[] = [];
      let probed = 0;
      for (const operation of operations) {
        const params = operation.isPublic ? null : paramsFor(operation, other);
        if (!params) continue;
        probed++;
        const url = fillPath(operation.path, params);
        // A body the schema accepts, so that a 400 cannot hide a missing ownership check.
        let status = 0;
        for (let attempt = 0; attempt < 20 && (status === 0 || status === 400); attempt++) {
          const body = operation.jsonBody
            ? JSON.stringify(sampleValid(operation.jsonBody, random))
            : undefined;
          const response = await t.app.inject({
            method: operation.method,
            url,
            headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: body }),
          });
          status = response.statusCode;
        }
        if (status !== 403 && status !== 404) leaks.push(`${role} ${operation.method} ${url} → ${status}`);
      }
      expect(leaks).toEqual([]);
      expect(probed).toBeGreaterThan(30);
      expect(await snapshot(other)).toEqual(before);
    },
  );
});
