import type { NewsItem, Question, UndoOffer } from '@school/contracts';
import {
  TRASH_DAYS,
  TRASH_MESSAGES,
  type TrashItem,
  type TrashRestoreResponse,
} from '@school/contracts/trash';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { createLocalFileStore } from '../files';
import { purgeExpiredTrash } from './trash.service';

/**
 * «Корзина» (issue 32, item 4): a delete keeps its record 30 days; a restore puts it back with its id and links
 * at any time in them; the purge job removes it after; super-admins may purge at once. The purge job's clock is
 * its argument: a test moves it a day or a month on, nothing in the configuration can.
 */
let t: TestApp;
let admin = '';
let superAdmin = '';
const DAY_MS = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  superAdmin = await t.loginAs('super-admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const trash = async (query = '') =>
  (await call('GET', `/api/trash${query}`, admin)).json<{ items: TrashItem[]; total: number }>();
const inTrash = async (section: string, entityId: number) =>
  (await trash(`?section=${section}`)).items.find((item) => item.entityId === entityId);
const newsNow = async (id: number) =>
  (await call('GET', '/api/news?take=100', admin))
    .json<{ items: NewsItem[] }>()
    .items.find((n) => n.id === id);

describe('«Корзина»', () => {
  it('has the demo data’s deleted draft and FAQ question; seeding again puts nothing more in', async () => {
    const titles = async () => (await trash('?take=100')).items.map((item) => item.title).sort();
    const seeded = await titles();
    expect(seeded).toEqual(
      expect.arrayContaining(['Можно ли заморозить подписку клуба?', 'Черновик: розыгрыш к Чёрной пятнице']),
    );
    await seedDemoData(t.database.db, {
      info: () => {},
      fileStore: createLocalFileStore(t.config.uploadsDir),
    });
    expect(await titles()).toEqual(seeded);
  });

  it('keeps a deleted news item 30 days; restored a day later it is back with its id and cover', async () => {
    const cover = await courseFixtures(t).upload('image', 'cover.png', PNG_1PX);
    const created = await call('POST', '/api/news', admin, {
      title: 'Новость из корзины',
      content: '<p>Текст</p>',
      coverFileId: cover.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<NewsItem>();
    const removed = await call('DELETE', `/api/news/${item.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    const { undo } = removed.json<{ undo: UndoOffer }>();
    expect(await newsNow(item.id)).toBeUndefined();

    const kept = await inTrash('news', item.id);
    expect(kept).toMatchObject({
      section: 'news',
      entityId: item.id,
      title: 'Новость из корзины',
      deletedBy: { name: 'Морозов Алексей' },
    });
    expect(Date.parse(kept!.purgeAt) - Date.parse(kept!.deletedAt)).toBe(TRASH_DAYS * DAY_MS);

    // A day on, the purge leaves it: it has 29 days to go.
    await purgeExpiredTrash(t.database.db, Date.now() + DAY_MS);
    const restored = await call('POST', `/api/trash/${kept!.id}/restore`, admin);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<TrashRestoreResponse>()).toEqual({
      section: 'news',
      entityId: item.id,
      link: '/profile/feed',
    });
    expect(await newsNow(item.id)).toEqual(item);
    expect(item.cover).toEqual({ id: cover.id, url: cover.url });
    expect(await inTrash('news', item.id)).toBeUndefined();
    // Its «Отменить» has nothing left to do.
    expect((await call('POST', `/api/undo/${undo.token}`, admin)).statusCode).toBe(409);
    const again = await call('POST', `/api/trash/${kept!.id}/restore`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TRASH_MESSAGES.notFound);

    const log = await call('GET', `/api/audit?section=news&entityId=${item.id}`, admin);
    expect(log.json<{ items: { action: string }[] }>().items.map((event) => event.action)).toEqual([
      'news.restore',
      'news.delete',
      'news.create',
    ]);
  });

  it('lets «Отменить» take a record out of the trash too', async () => {
    const created = await call('POST', '/api/directions', admin, { name: 'Отменённое в корзине' });
    const { id } = created.json<{ id: number }>();
    const { undo } = (await call('DELETE', `/api/directions/${id}`, admin)).json<{ undo: UndoOffer }>();
    expect(await inTrash('direction', id)).toMatchObject({ title: 'Отменённое в корзине' });
    expect((await call('POST', `/api/undo/${undo.token}`, admin)).statusCode).toBe(200);
    expect(await inTrash('direction', id)).toBeUndefined();
  });

  it('restores a question with its answer; the sections filter the list', async () => {
    const questions = (await call('GET', '/api/questions?status=answered&take=1', admin)).json<{
      items: Question[];
    }>();
    const question = questions.items[0]!;
    expect(question.answer).not.toBeNull();
    expect((await call('DELETE', `/api/questions/${question.id}`, admin)).statusCode).toBe(200);
    const kept = await inTrash('question', question.id);
    expect(kept?.title).toBe(question.text);
    expect((await trash('?section=news')).items.every((item) => item.section === 'news')).toBe(true);

    expect((await call('POST', `/api/trash/${kept!.id}/restore`, admin)).json()).toMatchObject({
      link: '/profile/questions',
    });
    const back = await call('GET', `/api/questions/${question.id}`, admin);
    expect(back.json<Question>()).toEqual(question);
  });

  it('refuses a restore with a 409 when a record with its name was created since, and keeps it', async () => {
    const first = await call('POST', '/api/directions', admin, { name: 'Имя занято снова' });
    const { id } = first.json<{ id: number }>();
    await call('DELETE', `/api/directions/${id}`, admin);
    expect((await call('POST', '/api/directions', admin, { name: 'Имя занято снова' })).statusCode).toBe(201);
    const kept = await inTrash('direction', id);
    const refused = await call('POST', `/api/trash/${kept!.id}/restore`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRASH_MESSAGES.taken);
    expect(await inTrash('direction', id)).toBeDefined();
  });

  it('is purged 30 days after the delete by the job, and at once by a super-admin only; the log says so', async () => {
    const make = async (question: string) => {
      const created = await call('POST', '/api/faq/club', admin, { question, answer: 'Ответ', tagIds: [] });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect((await call('DELETE', `/api/faq/club/${id}`, admin)).statusCode).toBe(200);
      const kept = await inTrash('faq-item', id);
      expect(kept?.title).toBe(question);
      return kept!;
    };
    const old = await make('Пролежит месяц?');

    expect(await purgeExpiredTrash(t.database.db, Date.now() + (TRASH_DAYS - 1) * DAY_MS)).toBe(0);
    expect(
      await purgeExpiredTrash(t.database.db, Date.now() + (TRASH_DAYS * DAY_MS + 60_000)),
    ).toBeGreaterThan(0);
    expect(await inTrash('faq-item', old.entityId)).toBeUndefined();
    expect((await call('POST', `/api/trash/${old.id}/restore`, admin)).statusCode).toBe(404);
    const purgedByJob = await call('GET', `/api/audit?section=faq-item&entityId=${old.entityId}`, admin);
    expect(purgedByJob.json<{ items: { action: string; actor: unknown }[] }>().items[0]).toMatchObject({
      action: 'faq-item.purge',
      actor: null,
    });

    const atOnce = await make('Удалить сразу?');
    expect((await call('DELETE', `/api/trash/${atOnce.id}`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/trash/${atOnce.id}`, superAdmin)).statusCode).toBe(204);
    expect(await inTrash('faq-item', atOnce.entityId)).toBeUndefined();
    const log = await call('GET', `/api/audit?section=faq-item&entityId=${atOnce.entityId}`, admin);
    expect(log.json<{ items: { action: string; actor: { name: string } }[] }>().items[0]).toMatchObject({
      action: 'faq-item.purge',
      actor: { name: 'Соколова Ирина' },
    });
  });

  it('keeps a student with accesses, subscriptions, questions and the links of their payments; a purge masks them in the log', async () => {
    const [found] = (
      (await t.database.db.execute(
        sql`select s.id from students s
            where exists (select 1 from payments p where p.student_id = s.id and p.subscription_id is not null)
              and exists (select 1 from course_accesses a where a.student_id = s.id)
            order by s.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const id = found!.id;
    const links = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*) from payments where student_id = ${id})::int as payments,
                     (select count(*) from payments p join subscriptions s on s.id = p.subscription_id
                       where s.student_id = ${id})::int as "subscriptionPayments",
                     (select count(*) from course_accesses where student_id = ${id})::int as accesses,
                     (select count(*) from subscriptions where student_id = ${id})::int as subscriptions,
                     (select count(*) from questions where student_id = ${id})::int as questions,
                     (select count(*) from applications where student_id = ${id})::int as applications`,
        )) as unknown as { rows: Record<string, number>[] }
      ).rows[0]!;
    const before = await links();
    expect(before.payments).toBeGreaterThan(0);
    expect(before.subscriptionPayments).toBeGreaterThan(0);
    const card = (await call('GET', `/api/students/${id}`, admin)).json<{ email: string }>();

    const removed = await call('DELETE', `/api/students/${id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', `/api/students/${id}`, admin)).statusCode).toBe(404);
    expect(await links()).toEqual({
      payments: 0,
      subscriptionPayments: 0,
      accesses: 0,
      subscriptions: 0,
      questions: 0,
      applications: 0,
    });
    const kept = await inTrash('student', id);
    expect(kept?.title).toContain(card.email);
    expect((await call('POST', `/api/trash/${kept!.id}/restore`, admin)).json()).toMatchObject({
      link: `/users/${id}`,
    });
    expect((await call('GET', `/api/students/${id}`, admin)).json()).toEqual(card);
    expect(await links()).toEqual(before);

    // The e-mail is free while the student is in the trash; the restore then says why it cannot be done.
    await call('DELETE', `/api/students/${id}`, admin);
    const namesake = await call('POST', '/api/students', admin, {
      email: card.email,
      firstName: 'Новый',
      lastName: 'Владелец',
    });
    expect(namesake.statusCode, namesake.body).toBe(201);
    const again = await inTrash('student', id);
    const refused = await call('POST', `/api/trash/${again!.id}/restore`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRASH_MESSAGES.taken);

    expect((await call('DELETE', `/api/trash/${again!.id}`, superAdmin)).statusCode).toBe(204);
    const log = (await call('GET', `/api/audit?section=student&entityId=${id}&take=100`, admin)).json<{
      items: { action: string; changes: Record<string, unknown> }[];
    }>().items;
    expect(log.slice(0, 2).map((event) => event.action)).toEqual(['student.purge', 'student.mask']);
    expect(log[1]!.changes).toMatchObject({ fields: expect.arrayContaining(['email', 'lastName']) });
    expect(log[0]!.changes).not.toHaveProperty('title');
    expect(JSON.stringify(log)).not.toContain(card.email);
    const deleted = log.find((event) => event.action === 'student.delete');
    expect(deleted?.changes).toEqual({
      email: { from: '***', to: null },
      firstName: { from: '***', to: null },
      lastName: { from: '***', to: null },
    });
  });
});
