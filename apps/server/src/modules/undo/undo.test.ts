import type { FaqItem, NewsItem, UndoOffer } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** «Отменить» after a delete (issue 32, item 3): the author's own, within its seconds, once; a clash is a 409. */
let t: TestApp;
let admin = '';
let superAdmin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  superAdmin = await t.loginAs('super-admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const undo = (offer: UndoOffer, token = admin) => call('POST', `/api/undo/${offer.token}`, token);

describe('POST /api/undo/{token}', () => {
  it('brings a deleted news item back as it was, with its id, once; the log says so', async () => {
    const created = await call('POST', '/api/news', admin, {
      title: 'Отменяемая новость',
      content: '<p>Текст</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<NewsItem>();
    const removed = await call('DELETE', `/api/news/${item.id}`, admin);
    expect(removed.statusCode, removed.body).toBe(200);
    const { undo: offer } = removed.json<{ undo: UndoOffer }>();
    expect(offer.notUndone).toEqual([]);
    const shownFor = Date.parse(offer.expiresAt) - Date.now();
    expect(shownFor).toBeGreaterThan(5_000);
    expect(shownFor).toBeLessThanOrEqual(10_000);
    const listed = async () =>
      (await call('GET', '/api/news?search=Отменяемая', admin))
        .json<{ items: NewsItem[] }>()
        .items.find((entry) => entry.id === item.id);
    expect(await listed()).toBeUndefined();

    const undone = await undo(offer);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ action: 'news.delete', entity: 'news', ids: [item.id] });
    expect(await listed()).toEqual(item);

    const again = await undo(offer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Отменить уже нельзя/);
    const log = await call('GET', `/api/audit?section=news&entityId=${item.id}`, admin);
    expect(log.json<{ items: { action: string }[] }>().items.map((event) => event.action)).toEqual([
      'news.undo',
      'news.delete',
      'news.create',
    ]);
  });

  it('brings a question back with its tags; another person’s token is unknown to them', async () => {
    const tag = await call('POST', '/api/tags/club', admin, { header: 'Отмена' });
    expect(tag.statusCode, tag.body).toBe(201);
    const tagId = tag.json<{ id: number }>().id;
    const created = await call('POST', '/api/faq/club', admin, {
      question: 'Вернётся ли вопрос?',
      answer: 'Да, с тегами',
      tagIds: [tagId],
    });
    const item = created.json<FaqItem>();
    const { undo: offer } = (await call('DELETE', `/api/faq/club/${item.id}`, admin)).json<{
      undo: UndoOffer;
    }>();

    expect((await undo(offer, superAdmin)).statusCode).toBe(404);
    expect((await undo(offer)).statusCode).toBe(200);
    const faq = (await call('GET', '/api/faq/club', admin)).json<{ items: FaqItem[] }>();
    expect(faq.items.find((entry) => entry.id === item.id)).toEqual(item);
  });

  it('refuses once the seconds are over, and names who took the name meanwhile', async () => {
    const first = await call('POST', '/api/directions', admin, { name: 'Отменяемое направление' });
    const direction = first.json<{ id: number }>();
    const late = (await call('DELETE', `/api/directions/${direction.id}`, admin)).json<{ undo: UndoOffer }>();
    await t.database.db.execute(
      sql`update undo_offers set expires_at = now() - interval '1 second' where token = ${late.undo.token}`,
    );
    const tooLate = await undo(late.undo);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/прошло больше 10 секунд/);

    const second = await call('POST', '/api/directions', admin, { name: 'Занятое снова' });
    const again = second.json<{ id: number }>();
    const { undo: offer } = (await call('DELETE', `/api/directions/${again.id}`, admin)).json<{
      undo: UndoOffer;
    }>();
    expect((await call('POST', '/api/directions', superAdmin, { name: 'Занятое снова' })).statusCode).toBe(
      201,
    );
    const clash = await undo(offer);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Отменить нельзя: Соколова Ирина уже изменил(а) эти данные');
    expect((await call('GET', '/api/directions?search=Занятое снова', admin)).json().total).toBe(1);
  });
});
