import { FAQ_ITEM_NOT_FOUND, FAQ_TAG_OF_OTHER_SECTION, type FaqItem, type Tag } from '@school/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
});
afterAll(() => t.close());

const faq = async (section: string, headers = admin) =>
  (await t.app.inject({ url: `/api/faq/${section}`, headers })).json<{ items: FaqItem[] }>().items;
const post = (section: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/faq/${section}`, headers, payload });
const patch = (section: string, id: number, payload: object, headers = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/faq/${section}/${id}`, headers, payload });
const tag = async (type: string, header: string) =>
  (
    await t.app.inject({ method: 'POST', url: `/api/tags/${type}`, headers: admin, payload: { header } })
  ).json<Tag>();
const item = async (section: string, question: string, tagIds: number[] = []) => {
  const response = await post(section, { question, answer: `Ответ: ${question}`, tagIds });
  expect(response.statusCode).toBe(201);
  return response.json<FaqItem>();
};

describe('POST /api/faq/{section}', () => {
  it('appends the item at the end of its section with its tags', async () => {
    const payment = await tag('club', 'Оплата клуба');
    const before = await faq('club');
    const created = await item('club', 'Как оплатить клуб?', [payment.id]);
    expect(created).toMatchObject({
      question: 'Как оплатить клуб?',
      answer: 'Ответ: Как оплатить клуб?',
      tags: [{ id: payment.id, header: 'Оплата клуба', color: payment.color }],
    });
    const after = await faq('club');
    expect(after.map((entry) => entry.id)).toEqual([...before.map((entry) => entry.id), created.id]);
    expect(after.map((entry) => entry.position)).toEqual(after.map((_, index) => index));
  });

  it('400 naming the field with the Russian message for limits; 700 and 1300 pass', async () => {
    const longQuestion = await post('all', { question: 'в'.repeat(701), answer: '' });
    expect(longQuestion.statusCode).toBe(400);
    expect(longQuestion.json().errors).toEqual([{ path: 'question', message: 'Не длиннее 700 символов' }]);
    const longAnswer = await post('all', { question: 'Вопрос', answer: 'о'.repeat(1301) });
    expect(longAnswer.statusCode).toBe(400);
    expect(longAnswer.json().errors).toEqual([{ path: 'answer', message: 'Не длиннее 1300 символов' }]);
    const empty = await post('all', { question: '  ', answer: 'Ответ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'question', message: 'Поле обязательно' }]);
    expect((await post('all', { question: 'в'.repeat(700), answer: 'о'.repeat(1300) })).statusCode).toBe(201);
  });

  it('refuses a tag of another section with 400 on `tagIds`, and creates nothing', async () => {
    const foreign = await tag('income', 'Чужой тег');
    const before = await faq('club');
    const response = await post('club', { question: 'С чужим тегом', tagIds: [foreign.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'tagIds', message: FAQ_TAG_OF_OTHER_SECTION }]);
    expect(await faq('club')).toEqual(before);
  });
});

describe('PATCH /api/faq/{section}/{faqId}', () => {
  it('changes question, answer and tags separately and records each change in the audit', async () => {
    const [a, b] = [await tag('marketplace', 'Возврат'), await tag('marketplace', 'Продавцы')];
    const created = await item('marketplace', 'Как вернуть товар?', [a.id]);
    const answered = await patch('marketplace', created.id, { answer: 'В течение 14 дней.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json<FaqItem>()).toMatchObject({
      question: 'Как вернуть товар?',
      answer: 'В течение 14 дней.',
    });
    const retagged = await patch('marketplace', created.id, { tagIds: [b.id, a.id, b.id] });
    expect(retagged.json<FaqItem>().tags.map((entry) => entry.header)).toEqual(['Возврат', 'Продавцы']);
    const cleared = await patch('marketplace', created.id, { tagIds: [] });
    expect(cleared.json<FaqItem>().tags).toEqual([]);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'faq-item'), eq(auditEvents.entityId, created.id)))
      .orderBy(desc(auditEvents.id));
    expect(events.map((event) => event.action)).toEqual([
      'faq.update',
      'faq.update',
      'faq.update',
      'faq.create',
    ]);
    expect(events[2]?.changes).toEqual({
      answer: { from: 'Ответ: Как вернуть товар?', to: 'В течение 14 дней.' },
    });
  });

  it('404 for an item of another section; it stays unchanged', async () => {
    const created = await item('admin', 'Где регламент?');
    const response = await patch('club', created.id, { question: 'Подмена' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(FAQ_ITEM_NOT_FOUND);
    expect((await faq('admin')).find((entry) => entry.id === created.id)?.question).toBe('Где регламент?');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/faq/club/${created.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });

  it('400 on `tagIds` for a tag of another section, 400 on `answer` over 1300; nothing saved', async () => {
    const foreign = await tag('all', 'Главный тег');
    const created = await item('income', 'Когда выплаты?');
    const wrongTag = await patch('income', created.id, { tagIds: [foreign.id] });
    expect(wrongTag.statusCode).toBe(400);
    expect(wrongTag.json().errors).toEqual([{ path: 'tagIds', message: FAQ_TAG_OF_OTHER_SECTION }]);
    const long = await patch('income', created.id, { answer: 'д'.repeat(1301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'answer', message: 'Не длиннее 1300 символов' }]);
    expect((await faq('income')).find((entry) => entry.id === created.id)).toMatchObject({
      answer: 'Ответ: Когда выплаты?',
      tags: [],
    });
  });
});

describe('DELETE and reorder', () => {
  it('deletes an item (200, with its undo) and reorders the section with exactly its ids', async () => {
    const ids = (await faq('all')).map((entry) => entry.id);
    const extra = await item('all', 'Лишний вопрос');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/faq/all/${extra.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await faq('all')).map((entry) => entry.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const order = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/faq/all/order', headers: admin, payload });
    const response = await order({ ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: FaqItem[] }>().items.map((entry) => entry.id)).toEqual(reversed);
    expect((await faq('all')).map((entry) => entry.id)).toEqual(reversed);

    const missing = await order({ ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].path).toBe('ids');
    const foreign = await item('club', 'Из клуба');
    const withForeign = await order({ ids: [...reversed, foreign.id] });
    expect(withForeign.statusCode).toBe(400);
    expect(withForeign.json().errors[0].path).toBe(`ids.${reversed.length}`);
    expect((await faq('all')).map((entry) => entry.id)).toEqual(reversed);
  });
});

describe('roles', () => {
  it('curators and speakers read every section but get 403 on every change', async () => {
    const created = await item('admin', 'Только для чтения?');
    for (const role of ['curator', 'speaker'] as const) {
      const headers = bearer(await t.loginAs(role));
      expect((await faq('admin', headers)).some((entry) => entry.id === created.id)).toBe(true);
      expect((await post('admin', { question: 'Мой вопрос' }, headers)).statusCode).toBe(403);
      expect((await patch('admin', created.id, { question: 'Мой' }, headers)).statusCode).toBe(403);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/faq/admin/${created.id}`, headers });
      expect(del.statusCode).toBe(403);
      const order = await t.app.inject({
        method: 'PUT',
        url: '/api/faq/admin/order',
        headers,
        payload: { ids: [created.id] },
      });
      expect(order.statusCode).toBe(403);
    }
    expect((await faq('admin')).find((entry) => entry.id === created.id)?.question).toBe(
      'Только для чтения?',
    );
  });
});
