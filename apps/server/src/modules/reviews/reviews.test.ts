import type { PublicReviewsResponse, Review, ReviewsResponse } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit-events.table';
import { reviewsSeed } from '../../seed/content/reviews.seed';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLocalFileStore } from '../files';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const read = async (role: Role = 'admin') =>
  t.app.inject({ url: '/api/info/reviews', headers: await f.as(role) });

const save = async (payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PATCH', url: '/api/info/reviews', headers: await f.as(role), payload });

async function current(): Promise<ReviewsResponse> {
  const response = await read();
  expect(response.statusCode).toBe(200);
  return response.json<ReviewsResponse>();
}

/** A saved item as the PATCH takes it back. */
const asInput = (review: Review) => ({
  id: review.id,
  name: review.name,
  age: review.age,
  date: review.date,
  text: review.text,
  imageFileId: review.image?.id ?? null,
  fileIds: review.files.map((file) => file.id),
  hidden: review.hidden,
});

async function saveOk(items: object[], role: Role = 'admin'): Promise<ReviewsResponse> {
  const response = await save({ items }, role);
  if (response.statusCode !== 200) throw new Error(`save: ${response.statusCode} ${response.body}`);
  return response.json<ReviewsResponse>();
}

const fieldErrors = (body: string) => JSON.parse(body).errors as { path: string; message: string }[];

// First, while the reviews are as seeded (the tests below replace the list).
describe('the demo reviews', () => {
  it('are seeded once: eight in order, one hidden, each with a portrait', async () => {
    const { items } = await current();
    expect(items).toHaveLength(8);
    expect(items.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(items.filter((item) => item.hidden)).toHaveLength(1);
    expect(items.every((item) => item.image !== null)).toBe(true);
    await reviewsSeed.run(t.database.db, {
      info: () => {},
      fileStore: createLocalFileStore(t.config.uploadsDir),
    });
    expect((await current()).items).toEqual(items);
  });
});

describe('who may read and save the reviews', () => {
  it('refuses curators and speakers (403) and anonymous callers (401)', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      expect((await read(role)).statusCode).toBe(403);
      expect((await save({ items: [] }, role)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/info/reviews' })).statusCode).toBe(401);
  });

  it('lets a super-admin read them', async () => {
    expect((await read('super-admin')).statusCode).toBe(200);
  });
});

describe('PATCH /api/info/reviews saves the whole ordered list', () => {
  it('adds, changes, deletes and reorders in one save, with one audit event', async () => {
    const image = await f.upload('image', 'Анна.png', PNG_1PX);
    const pdf = await f.upload('attachment', 'Сертификат.pdf', Buffer.from('%PDF-1.4\n'));
    const first = await saveOk([
      { name: 'Анна', age: 27, date: '2026-03-14', text: 'Спасибо школе!', imageFileId: image.id },
      { name: 'Борис', text: 'Хороший курс', fileIds: [pdf.id] },
      { name: 'Вера', text: 'Всё понятно', hidden: true },
    ]);
    expect(first.items.map((item) => [item.name, item.position, item.hidden])).toEqual([
      ['Анна', 0, false],
      ['Борис', 1, false],
      ['Вера', 2, true],
    ]);
    const [anna, boris, vera] = first.items as [Review, Review, Review];
    expect(anna).toMatchObject({ age: 27, date: '2026-03-14', image: { id: image.id, url: image.url } });
    expect(boris.files).toEqual([
      { id: pdf.id, url: `/api/info/reviews/${boris.id}/files/${pdf.id}`, name: 'Сертификат.pdf', size: 9 },
    ]);

    const before = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reviews.save'));
    const second = await saveOk([
      { ...asInput(vera), hidden: false },
      { name: 'Глеб', text: 'Новый отзыв' },
      { ...asInput(anna), text: 'Спасибо школе и куратору!' },
    ]);
    expect(second.items.map((item) => [item.id, item.name, item.position, item.hidden, item.text])).toEqual([
      [vera.id, 'Вера', 0, false, 'Всё понятно'],
      [expect.any(Number), 'Глеб', 1, false, 'Новый отзыв'],
      [anna.id, 'Анна', 2, false, 'Спасибо школе и куратору!'],
    ]);
    expect(second.items.some((item) => item.id === boris.id)).toBe(false);
    const after = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reviews.save'));
    expect(after).toHaveLength(before.length + 1);
    const changes = after.at(-1)?.changes as { before: { name: string }[]; after: { name: string }[] };
    expect(changes.before.map((item) => item.name)).toEqual(['Анна', 'Борис', 'Вера']);
    expect(changes.after.map((item) => item.name)).toEqual(['Вера', 'Глеб', 'Анна']);
    expect((await current()).items.map((item) => item.name)).toEqual(['Вера', 'Глеб', 'Анна']);
  });

  it('refuses an id that is not a review, naming items.N.id, and changes nothing', async () => {
    const { items } = await current();
    const response = await save({ items: [...items.map(asInput), { id: 2_000_000, name: 'Х', text: 'т' }] });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      { path: `items.${items.length}.id`, message: 'Отзыв не найден: обновите страницу' },
    ]);
    expect((await current()).items).toEqual(items);
  });

  it('refuses a non-image as the image and an unknown file, naming the field', async () => {
    const pdf = await f.upload('attachment', 'a.pdf', Buffer.from('%PDF-1.4\n'));
    const notImage = await save({ items: [{ name: 'Анна', text: 'т', imageFileId: pdf.id }] });
    expect(notImage.statusCode).toBe(400);
    expect(fieldErrors(notImage.body)[0]?.path).toBe('items.0.imageFileId');
    const unknown = await save({
      items: [
        { name: 'Анна', text: 'т' },
        { name: 'Б', text: 'т', fileIds: [2_000_000] },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown.body)[0]?.path).toBe('items.1.fileIds.0');
  });

  it("refuses another staff member's private attachment (it would become public)", async () => {
    const theirs = await f.upload('attachment', 'Секрет.pdf', Buffer.from('%PDF-1.4\nsecret'), 'curator');
    const response = await save({ items: [{ name: 'Анна', text: 'т', fileIds: [theirs.id] }] });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)).toEqual([
      { path: 'items.0.fileIds.0', message: 'Можно прикрепить только файл, который вы загрузили' },
    ]);
  });

  it('checks the limits with Russian messages on each field', async () => {
    const response = await save({
      items: [
        {
          name: ' ',
          age: 0,
          date: '2026-02-30',
          text: 'я'.repeat(5001),
          fileIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
        },
        { name: 'я'.repeat(201), age: 121, text: '' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const errors = Object.fromEntries(fieldErrors(response.body).map((error) => [error.path, error.message]));
    expect(errors).toMatchObject({
      'items.0.name': 'Укажите имя',
      'items.0.age': 'Возраст — целое число от 1 до 120',
      'items.0.text': 'Текст — не длиннее 5000 символов',
      'items.0.fileIds': 'Не больше 10 файлов',
      'items.1.name': 'Имя — не длиннее 200 символов',
      'items.1.age': 'Возраст — целое число от 1 до 120',
      'items.1.text': 'Напишите текст отзыва',
    });
    expect(errors['items.0.date']).toBeDefined();
  });

  it('refuses the same review twice in one list', async () => {
    const { items } = await current();
    const first = items[0] as Review;
    const response = await save({ items: [asInput(first), asInput(first)] });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.body)[0]).toEqual({ path: 'items.1.id', message: 'Отзыв указан дважды' });
  });

  it('refuses a save made on an older version of the list (409), accepts the current one', async () => {
    const { items, version } = await current();
    const inputs = items.map(asInput);
    await saveOk([...inputs].reverse());
    const stale = await save({ items: inputs, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Отзывы изменил другой администратор, обновите страницу');
    const fresh = await current();
    const ok = await save({ items: inputs, version: fresh.version });
    expect(ok.statusCode).toBe(200);
  });
});

describe('«Отменить» after a save that deleted reviews', () => {
  const undo = async (token: string, role: Role = 'admin') =>
    t.app.inject({ method: 'POST', url: `/api/undo/${token}`, headers: await f.as(role) });

  it('puts the list back as it was: the deleted review in its place with its id, the save’s other changes undone', async () => {
    const before = await current();
    const inputs = before.items.map(asInput);
    const [first, second, ...rest] = inputs;
    const response = await save({
      items: [{ ...second!, name: 'Новое имя' }, ...rest],
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<ReviewsResponse & { undo: { token: string } | null }>();
    expect(saved.items.map((item) => item.id)).not.toContain(first!.id);
    expect(saved.undo).not.toBeNull();

    expect((await undo(saved.undo!.token, 'super-admin')).statusCode).toBe(404);
    expect((await undo(saved.undo!.token)).statusCode).toBe(200);
    const back = await current();
    expect(back.items.map(asInput)).toEqual(inputs);
    expect(back.items.map((item) => item.position)).toEqual(before.items.map((item) => item.position));
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reviews.undo'));
    expect(event).toMatchObject({
      entity: 'reviews',
      entityId: first!.id,
      changes: { undone: 'reviews.save' },
    });
    // A save that deleted nothing offers nothing to undo.
    expect((await save({ items: inputs })).json().undo).toBeNull();
  });

  it('is refused (409) naming who saved the list since, and changes nothing', async () => {
    const inputs = (await current()).items.map(asInput);
    const response = await save({ items: inputs.slice(1) });
    const { undo: offer } = response.json<{ undo: { token: string } }>();
    const meanwhile = await save({ items: [...inputs.slice(1)].reverse() }, 'super-admin');
    expect(meanwhile.statusCode).toBe(200);
    const refused = await undo(offer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Отменить нельзя: .+ уже изменил\(а\) эти данные$/);
    expect((await current()).items.map(asInput)).toEqual([...inputs.slice(1)].reverse());
  });
});

describe('GET /api/public/content/reviews', () => {
  it('answers without a token: the visible reviews in order, without private fields, with an ETag', async () => {
    const image = await f.upload('image', 'Маша.png', PNG_1PX);
    const pdf = await f.upload('attachment', 'Диплом.pdf', Buffer.from('%PDF-1.4\nдиплом'));
    const saved = await saveOk([
      {
        name: 'Маша',
        age: 30,
        date: '2026-01-05',
        text: '<script>alert(1)</script>Отлично',
        imageFileId: image.id,
        fileIds: [pdf.id],
      },
      { name: 'Скрытый', text: 'Не показывать', hidden: true },
      { name: 'Петя', text: 'Хорошо' },
    ]);
    const masha = saved.items[0] as Review;
    const response = await t.app.inject({ url: '/api/public/content/reviews' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const body = response.json<PublicReviewsResponse>();
    expect(body.items.map((item) => item.name)).toEqual(['Маша', 'Петя']);
    expect(body.items[0]).toEqual({
      id: masha.id,
      name: 'Маша',
      age: 30,
      date: '2026-01-05',
      text: '<script>alert(1)</script>Отлично',
      image: image.url,
      files: [
        { url: `/api/public/content/reviews/${masha.id}/files/${pdf.id}`, name: 'Диплом.pdf', size: 21 },
      ],
    });
    expect(response.body).not.toMatch(/hidden|position|imageFileId|fileIds|staff/);
    // JSON is data, not markup: the site must insert the text as text; the API serves it as JSON only.
    expect(response.headers['content-type']).toMatch(/^application\/json/);

    const again = await t.app.inject({
      url: '/api/public/content/reviews',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).not.toContain('Маша');
  });

  it("serves a visible review's file without a token, and stops once the review is hidden", async () => {
    const { items } = await current();
    const masha = items.find((item) => item.name === 'Маша') as Review;
    const file = masha.files[0];
    if (!file) throw new Error('no file');
    const url = `/api/public/content/reviews/${masha.id}/files/${file.id}`;
    const open = await t.app.inject({ url });
    expect(open.statusCode).toBe(200);
    expect(open.body).toBe('%PDF-1.4\nдиплом');
    expect(open.headers['content-disposition']).toContain(encodeURIComponent('Диплом.pdf'));

    await saveOk(items.map((item) => ({ ...asInput(item), hidden: item.id === masha.id || item.hidden })));
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const list = (await t.app.inject({ url: '/api/public/content/reviews' })).json<PublicReviewsResponse>();
    expect(list.items.map((item) => item.name)).not.toContain('Маша');
    const admin = await t.app.inject({ url: file.url, headers: await f.as('admin') });
    expect(admin.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/public/content/reviews/${masha.id}/files/1` })).statusCode).toBe(
      404,
    );
  });
});
