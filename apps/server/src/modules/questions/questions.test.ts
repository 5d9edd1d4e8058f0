import { ANSWER_MAX, type Question, type QuestionsResponse, type Role } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/questions.table';
import { students } from '../../db/schema/students.table';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let curatorId = 0;
let speakerId = 0;
let studentId = 0;
/** A course the curator authors, one the speaker authors, one nobody of them does. */
let curatorCourse = 0;
let speakerCourse = 0;
let otherCourse = 0;
let curatorLesson = 0;

beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  curatorId = await f.staffId('curator');
  speakerId = await f.staffId('speaker');
  const [student] = await t.database.db.select({ id: students.id }).from(students).limit(1);
  studentId = student?.id ?? 0;
  const withLesson = await f.courseWithContent([1]);
  curatorCourse = withLesson.course.id;
  curatorLesson = withLesson.modules[0]?.lessons[0]?.id ?? 0;
  speakerCourse = (await f.createCourse()).id;
  otherCourse = (await f.createCourse()).id;
  await f.assign('curator', curatorCourse);
  await f.assign('speaker', speakerCourse);
});
afterAll(() => t.close());

let hour = 0;
/** A question written straight into the table (students ask on the school's site, not through this API). */
async function ask(
  courseId: number,
  text: string,
  extra: Partial<typeof questions.$inferInsert> = {},
): Promise<number> {
  hour++;
  const [row] = await t.database.db
    .insert(questions)
    .values({ studentId, courseId, text, createdAt: new Date(Date.UTC(2030, 0, 1, hour)), ...extra })
    .returning({ id: questions.id });
  if (!row) throw new Error('insert question');
  return row.id;
}

const list = async (query: string, role: Role = 'admin') =>
  t.app.inject({ url: `/api/questions${query}`, headers: await f.as(role) });

const answer = async (id: number, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'POST', url: `/api/questions/${id}/answer`, headers: await f.as(role), payload });

const remove = async (id: number, role: Role = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/questions/${id}`, headers: await f.as(role) });

const waiting = async (role: Role, query = '') =>
  (await t.app.inject({ url: `/api/questions/waiting-count${query}`, headers: await f.as(role) })).json<{
    waiting: number;
  }>().waiting;

describe('GET /api/questions', () => {
  it('puts waiting questions first, then the newest, and pages by 15', async () => {
    const older = await ask(otherCourse, 'Старый вопрос без ответа');
    const answered = await ask(otherCourse, 'Новый вопрос с ответом');
    const newer = await ask(otherCourse, 'Новый вопрос без ответа');
    expect((await answer(answered, { text: 'Ответ' })).statusCode).toBe(200);
    const response = await list(`?courseId=${otherCourse}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<QuestionsResponse>();
    expect(body.items.map((q) => q.id)).toEqual([newer, older, answered]);
    expect(body.total).toBe(3);
    expect(body.items[2]?.answer).toMatchObject({ text: 'Ответ' });

    const all = (await list('')).json<QuestionsResponse>();
    expect(all.items).toHaveLength(15);
    const firstAnswered = all.items.findIndex((q) => q.answer !== null);
    if (firstAnswered >= 0) expect(all.items.slice(firstAnswered).every((q) => q.answer !== null)).toBe(true);
  });

  it('filters by status and searches the text and the student’s name', async () => {
    const id = await ask(otherCourse, 'Как работает замыкание уникальноеслово?');
    const waitingOnly = (await list(`?courseId=${otherCourse}&status=waiting`)).json<QuestionsResponse>();
    expect(waitingOnly.items.every((q) => q.answer === null)).toBe(true);
    const answeredOnly = (await list(`?courseId=${otherCourse}&status=answered`)).json<QuestionsResponse>();
    expect(answeredOnly.items.every((q) => q.answer !== null)).toBe(true);
    const found = (await list(`?search=${encodeURIComponent('уникальноеслово')}`)).json<QuestionsResponse>();
    expect(found.items.map((q) => q.id)).toEqual([id]);
    const name = found.items[0]?.student.name ?? '';
    const byName = (
      await list(`?courseId=${otherCourse}&search=${encodeURIComponent(name)}`)
    ).json<QuestionsResponse>();
    expect(byName.items.map((q) => q.id)).toContain(id);
    expect((await list('?status=maybe')).statusCode).toBe(400);
  });

  it('shows a curator only questions on their courses or asked of them', async () => {
    const own = await ask(curatorCourse, 'Вопрос по курсу куратора', { lessonId: curatorLesson });
    const addressed = await ask(otherCourse, 'Вопрос лично куратору', { addressedToStaffId: curatorId });
    const foreign = await ask(speakerCourse, 'Вопрос по курсу спикера');
    const body = (await list('?take=100', 'curator')).json<QuestionsResponse>();
    const ids = body.items.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining([own, addressed]));
    expect(ids).not.toContain(foreign);
    const mine = body.items.find((q) => q.id === own);
    expect(mine?.lesson).toMatchObject({ id: curatorLesson });
    expect(body.items.find((q) => q.id === addressed)?.addressedTo).toMatchObject({ id: curatorId });
    // Only an author of the course may delete, so only their own course's question offers it.
    expect(mine?.canDelete).toBe(true);
    expect(body.items.find((q) => q.id === addressed)?.canDelete).toBe(false);
    // Naming someone else is refused; naming oneself is the same list.
    expect((await list(`?adminId=${speakerId}`, 'curator')).statusCode).toBe(403);
    expect((await list(`?adminId=${curatorId}&take=100`, 'curator')).json<QuestionsResponse>().total).toBe(
      body.total,
    );
    // An admin narrows with adminId.
    const narrowed = (await list(`?adminId=${speakerId}&take=100`)).json<QuestionsResponse>();
    expect(narrowed.items.map((q) => q.id)).toContain(foreign);
    expect(narrowed.items.map((q) => q.id)).not.toContain(own);
  });
});

describe('GET /api/questions/{id}', () => {
  it('answers 404 for a missing question and 403 for another author’s', async () => {
    const foreign = await ask(speakerCourse, 'Чужой вопрос');
    expect(
      (await t.app.inject({ url: '/api/questions/2147483647', headers: await f.as('admin') })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/questions/${foreign}`, headers: await f.as('curator') })).statusCode,
    ).toBe(403);
    const own = await t.app.inject({ url: `/api/questions/${foreign}`, headers: await f.as('speaker') });
    expect(own.statusCode).toBe(200);
    expect(own.json<Question>().text).toBe('Чужой вопрос');
  });
});

describe('POST /api/questions/{id}/answer', () => {
  it('answers, sets answered_at, and a second answer edits the text', async () => {
    const id = await ask(curatorCourse, 'Когда будет вебинар?');
    const first = await answer(id, { text: '  В четверг в 19:00  ' }, 'curator');
    expect(first.statusCode).toBe(200);
    expect(first.json<Question>().answer).toMatchObject({
      text: 'В четверг в 19:00',
      staff: { id: curatorId },
    });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, id));
    const answeredAt = row?.answeredAt;
    expect(answeredAt).toBeInstanceOf(Date);
    const second = await answer(id, { text: 'Перенесли на пятницу' }, 'admin');
    expect(second.json<Question>().answer?.text).toBe('Перенесли на пятницу');
    const [after] = await t.database.db.select().from(questions).where(eq(questions.id, id));
    expect(after?.answeredAt).toEqual(answeredAt);
    expect(await f.auditOf('question.answer', id)).toHaveLength(1);
    expect(await f.auditOf('question.answer-update', id)).toHaveLength(1);
  });

  it('refuses a curator on another author’s course (403) and allows an admin', async () => {
    const id = await ask(speakerCourse, 'Вопрос спикеру');
    expect((await answer(id, { text: 'Не мой курс' }, 'curator')).statusCode).toBe(403);
    expect((await answer(id, { text: 'Ответ администратора' }, 'super-admin')).statusCode).toBe(200);
    expect((await answer(2_147_483_647, { text: 'x' })).statusCode).toBe(404);
  });

  it('lets the person a question was asked of answer it', async () => {
    const id = await ask(otherCourse, 'Лично спикеру', { addressedToStaffId: speakerId });
    expect((await answer(id, { text: 'Отвечаю' }, 'speaker')).statusCode).toBe(200);
  });

  it.each([
    ['empty', { text: '   ' }, 'Напишите ответ'],
    ['missing', {}, 'Напишите ответ'],
    ['too long', { text: 'а'.repeat(ANSWER_MAX + 1) }, `Ответ не длиннее ${ANSWER_MAX} символов`],
  ])('refuses an %s answer with 400 naming the field', async (_case, payload, message) => {
    const id = await ask(curatorCourse, 'Вопрос для проверки');
    const response = await answer(id, payload, 'curator');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ path: 'text', message }] });
  });

  it('accepts an answer of exactly ANSWER_MAX characters', async () => {
    const id = await ask(curatorCourse, 'Длинный ответ');
    expect((await answer(id, { text: 'б'.repeat(ANSWER_MAX) }, 'curator')).statusCode).toBe(200);
  });

  it('stores HTML as plain text and returns it as typed (the UI shows it as text)', async () => {
    const id = await ask(curatorCourse, '<b>жирный</b> вопрос');
    const html = '<script>alert(1)</script> Смотрите <a href="javascript:x">тут</a>';
    const response = await answer(id, { text: html }, 'curator');
    expect(response.statusCode).toBe(200);
    expect(response.json<Question>().answer?.text).toBe(html);
    expect(response.json<Question>().text).toBe('<b>жирный</b> вопрос');
    // JSON carries it as a string: no markup is interpreted on the way.
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('GET /api/questions/waiting-count', () => {
  it('counts what each role can answer and drops by one after an answer', async () => {
    const curatorBefore = await waiting('curator');
    const speakerBefore = await waiting('speaker');
    const adminBefore = await waiting('admin');
    const id = await ask(curatorCourse, 'Ещё один вопрос куратору');
    expect(await waiting('curator')).toBe(curatorBefore + 1);
    expect(await waiting('speaker')).toBe(speakerBefore);
    expect(await waiting('admin')).toBe(adminBefore + 1);
    expect(await waiting('admin', `?adminId=${curatorId}`)).toBe(curatorBefore + 1);
    await answer(id, { text: 'Готово' }, 'curator');
    expect(await waiting('curator')).toBe(curatorBefore);
    expect(await waiting('admin')).toBe(adminBefore);
    const refused = await t.app.inject({
      url: `/api/questions/waiting-count?adminId=${curatorId}`,
      headers: await f.as('speaker'),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/questions/courses', () => {
  it('lists the courses with questions in the scope and their waiting count', async () => {
    await ask(curatorCourse, 'Для списка курсов');
    const body = (
      await t.app.inject({ url: '/api/questions/courses', headers: await f.as('curator') })
    ).json<{ items: { id: number; waiting: number }[] }>();
    expect(body.items.find((c) => c.id === curatorCourse)?.waiting).toBeGreaterThan(0);
    expect(body.items.some((c) => c.id === speakerCourse)).toBe(false);
  });
});

describe('DELETE /api/questions/{id}', () => {
  it('lets an author of the course and admins delete; not an addressee, not another author', async () => {
    const own = await ask(curatorCourse, 'Удалю сама');
    const addressed = await ask(otherCourse, 'Спросили лично', { addressedToStaffId: curatorId });
    const foreign = await ask(speakerCourse, 'Не мой');
    expect((await remove(foreign, 'curator')).statusCode).toBe(403);
    expect((await remove(addressed, 'curator')).statusCode).toBe(403);
    const deleted = await remove(own, 'curator');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: own, undo: expect.objectContaining({ token: expect.any(String) }) });
    expect((await remove(own, 'curator')).statusCode).toBe(404);
    expect((await remove(addressed, 'admin')).statusCode).toBe(200);
    expect(await f.auditOf('question.delete', own)).toHaveLength(1);
  });

  it('«Отменить» brings the question back with its answer; the waiting count follows', async () => {
    const asked = await ask(otherCourse, 'Вопрос, который вернут');
    const answered = await ask(otherCourse, 'Вопрос с ответом, который вернут');
    expect((await answer(answered, { text: 'Ответ остаётся с вопросом' })).statusCode).toBe(200);
    const before = await waiting('admin');
    const undoOf = async (id: number) =>
      (await remove(id, 'admin')).json<{ undo: { token: string } }>().undo.token;
    const tokens = [await undoOf(asked), await undoOf(answered)];
    expect(await waiting('admin')).toBe(before - 1);
    for (const token of tokens) {
      const undone = await t.app.inject({
        method: 'POST',
        url: `/api/undo/${token}`,
        headers: await f.as('admin'),
      });
      expect(undone.statusCode, undone.body).toBe(200);
    }
    expect(await waiting('admin')).toBe(before);
    const back = (await list(`?courseId=${otherCourse}`)).json<QuestionsResponse>().items;
    expect(back.find((q) => q.id === asked)?.answer).toBeNull();
    expect(back.find((q) => q.id === answered)?.answer?.text).toBe('Ответ остаётся с вопросом');
  });
});
