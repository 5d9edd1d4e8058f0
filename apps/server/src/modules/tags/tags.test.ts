import { contrastRatio, TAG_HEADER_TAKEN, type Tag, tagTextColor } from '@school/contracts';
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

const create = (type: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/tags/${type}`, headers, payload });
const list = async (type: string, headers = admin) =>
  (await t.app.inject({ url: `/api/tags/${type}`, headers })).json<{ items: Tag[] }>().items;

describe('POST /api/tags/{type}', () => {
  it('creates a tag with a random lower-case #rrggbb colour readable under its label text, every time', async () => {
    const colors = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const response = await create('club', { header: `  Цвет ${i}  ` });
      expect(response.statusCode).toBe(201);
      const tag = response.json<Tag>();
      expect(tag.header).toBe(`Цвет ${i}`);
      expect(tag.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(tag.color, tagTextColor(tag.color))).toBeGreaterThanOrEqual(4.5);
      colors.add(tag.color);
    }
    expect(colors.size).toBeGreaterThan(30);
  });

  it('keeps a given colour as lower-case 6 digits and refuses one that is not hex', async () => {
    const short = await create('income', { header: 'Выплаты', color: '#A0C' });
    expect(short.statusCode).toBe(201);
    expect(short.json<Tag>().color).toBe('#aa00cc');
    const bad = await create('income', { header: 'Налоги', color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'color', message: expect.stringContaining('#rrggbb') }]);
  });

  it('answers 409 «Такой тег уже есть» for a header the section has, whatever its case, but not in another section', async () => {
    expect((await create('marketplace', { header: 'Доставка товара' })).statusCode).toBe(201);
    const again = await create('marketplace', { header: 'ДОСТАВКА ТОВАРА' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TAG_HEADER_TAKEN);
    expect((await create('admin', { header: 'Доставка товара' })).statusCode).toBe(201);
  });

  it('refuses an empty or over-long header with the Russian message on `header`; 700 characters pass', async () => {
    const empty = await create('all', { header: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'header', message: 'Поле обязательно' }]);
    const long = await create('all', { header: 'т'.repeat(701) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'header', message: 'Не длиннее 700 символов' }]);
    expect((await create('all', { header: 'т'.repeat(700) })).statusCode).toBe(201);
  });

  it('400 for a type that is not a content section', async () => {
    expect((await create('promo', { header: 'Тег' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/tags/promo', headers: admin })).statusCode).toBe(400);
  });

  it('is refused to curators and speakers (403), who still read the tags', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      const headers = bearer(await t.loginAs(role));
      expect((await create('admin', { header: `От ${role}` }, headers)).statusCode).toBe(403);
      const tags = await list('admin', headers);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.some((tag) => tag.header === `От ${role}`)).toBe(false);
    }
  });

  it('records an audit event with the header and colour', async () => {
    const tag = (await create('club', { header: 'Аудит тегов' })).json<Tag>();
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'tag'), eq(auditEvents.entityId, tag.id)))
      .orderBy(desc(auditEvents.id));
    expect(event?.action).toBe('tag.create');
    expect(event?.changes).toMatchObject({
      type: { from: null, to: 'club' },
      header: { from: null, to: 'Аудит тегов' },
      color: { from: null, to: tag.color },
    });
  });
});

describe('GET /api/tags/{type}', () => {
  it('lists only that section’s tags, by header whatever its case', async () => {
    await create('income', { header: 'абонемент' });
    await create('income', { header: 'Бонусы' });
    const tags = await list('income');
    const headers = tags.map((tag) => tag.header.toLowerCase());
    expect(headers).toEqual([...headers].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(tags.some((tag) => tag.header === 'Доставка товара')).toBe(false);
  });
});
