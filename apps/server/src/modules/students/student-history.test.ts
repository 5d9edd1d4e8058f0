import { formatMoney } from '@school/contracts';
import type { HistoryEntry } from '@school/contracts/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.table';
import { questions } from '../../db/schema/questions.table';
import { insertTestApplication } from '../../test/application-fixtures';
import { insertTestPayments } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let studentId: number;
let paymentId: number;
let applicationId: number;
let courseId: number;
let courseName: string;

const history = (query = '', headers = admin, id = studentId) =>
  t.app.inject({ url: `/api/students/${id}/history${query}`, headers });
const entries = async (query = ''): Promise<{ items: HistoryEntry[]; total: number }> => {
  const response = await history(query);
  expect(response.statusCode).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  const db = t.database.db;
  const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, payload });
  studentId = (
    await inject('POST', '/api/students', {
      email: 'story@example.ru',
      firstName: 'Вера',
      lastName: 'Историева',
    })
  ).json().id;
  const [course] = await db.select({ id: courses.id, name: courses.name }).from(courses).limit(1);
  courseId = course!.id;
  courseName = course!.name;
  [paymentId] = (await insertTestPayments(db, [{ studentId, amount: '1000.00', courseId }])) as [number];
  expect(
    (await inject('POST', `/api/payments/${paymentId}/refunds`, { amount: 300, reason: 'Передумал' }))
      .statusCode,
  ).toBe(201);
  expect((await inject('POST', `/api/students/${studentId}/access-course`, { courseId })).statusCode).toBe(
    201,
  );
  expect((await inject('DELETE', `/api/students/${studentId}/access-course/${courseId}`)).statusCode).toBe(
    200,
  );
  applicationId = await insertTestApplication(db, {
    kind: 'training',
    courseId,
    studentId,
    email: 'story@example.ru',
    targetTitle: 'Курс мечты',
  });
  expect(
    (await inject('PATCH', `/api/applications/${applicationId}`, { status: 'inProgress' })).statusCode,
  ).toBe(200);
  const [question] = await db
    .insert(questions)
    .values({ studentId, courseId, text: 'Когда следующий урок?' })
    .returning({ id: questions.id });
  expect(
    (await inject('POST', `/api/questions/${question!.id}/answer`, { text: 'В понедельник' })).statusCode,
  ).toBe(200);
  expect(
    (await inject('PATCH', `/api/students/${studentId}`, { lastName: 'Историева-Новая' })).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/students/{id}/history', () => {
  it('tells every event once, newest first, each linked to its record', async () => {
    const { items, total } = await entries('?take=100');
    expect(total).toBe(items.length);
    const ats = items.map((item) => item.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const course = `«${courseName}»`;
    expect(items.map((item) => item.title)).toEqual([
      'Изменён профиль',
      `Ответ на вопрос по курсу ${course}`,
      `Вопрос по курсу ${course}`,
      `Заявка №${applicationId}: Новая → В работе`,
      `Заявка №${applicationId}: Курс мечты`,
      `Закрыт доступ к курсу ${course}`,
      `Открыт доступ к курсу ${course}`,
      `Возврат ${formatMoney(300)} по платежу №${paymentId}`,
      `Платёж №${paymentId}: Тестовая покупка`,
      'Регистрация',
    ]);
    const byTitle = (part: string) => items.find((item) => item.title.includes(part))!;
    expect(byTitle('Изменён профиль')).toMatchObject({
      type: 'staff',
      details: 'Поля: lastName',
      link: null,
    });
    expect(byTitle('Изменён профиль').actor?.name).toMatch(/\S/);
    expect(byTitle('Возврат')).toMatchObject({
      type: 'refund',
      details: 'Передумал',
      link: `/sales/${paymentId}`,
    });
    expect(byTitle('Закрыт доступ')).toMatchObject({ type: 'access', link: `/courses/${courseId}` });
    expect(byTitle('Закрыт доступ').actor).not.toBeNull();
    expect(byTitle(`Заявка №${applicationId}`)).toMatchObject({
      type: 'application',
      link: `/applications-for-training/${applicationId}`,
    });
    expect(byTitle('Ответ на вопрос')).toMatchObject({ type: 'question', details: 'В понедельник' });
    expect(byTitle('Регистрация')).toMatchObject({ type: 'signup', link: null });
    expect(byTitle('Регистрация').actor).not.toBeNull();
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('filters by type and pages with skip and take over the same order', async () => {
    const filtered = await entries('?types=refund,access');
    expect(filtered.total).toBe(3);
    expect(filtered.items.map((item) => item.type)).toEqual(['access', 'access', 'refund']);
    const all = await entries('?take=100');
    const first = await entries('?take=4');
    const second = await entries('?take=4&skip=4');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 8));
    expect((await history('?types=refund,nothing')).statusCode).toBe(400);
  });

  it('follows the card’s rule: admins only, 404 for no such student', async () => {
    expect((await history('', bearer(await t.loginAs('curator')))).statusCode).toBe(403);
    expect((await history('', bearer(await t.loginAs('speaker')))).statusCode).toBe(403);
    expect((await history('', admin, 2_000_000_000)).statusCode).toBe(404);
  });
});
