import type { Service } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.table';
import { services } from '../../db/schema/services.table';
import { courseFixtures, PNG_1PX } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let curatorId = 0;
let speakerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  curatorId = await f.staffId('curator');
  speakerId = await f.staffId('speaker');
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const post = async (payload: object, role: Role = 'admin', adminId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/services${adminId === undefined ? '' : `?adminId=${adminId}`}`,
    headers: await f.as(role),
    payload,
  });

async function create(payload: object, role: Role = 'admin', adminId?: number): Promise<Service> {
  const response = await post({ price: 1000, ...payload }, role, adminId);
  if (response.statusCode !== 201) throw new Error(`create service: ${response.statusCode} ${response.body}`);
  return response.json<Service>();
}

const patch = async (id: number, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PATCH', url: `/api/services/${id}`, headers: await f.as(role), payload });

const remove = async (id: number, role: Role = 'admin') =>
  t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: await f.as(role) });

const undo = async (token: string, role: Role) =>
  t.app.inject({ method: 'POST', url: `/api/undo/${token}`, headers: await f.as(role) });

const list = async (query: string, role: Role = 'admin') =>
  t.app.inject({ url: `/api/services${query}`, headers: await f.as(role) });

/** An application for the service, written straight into the table (the applications domain is not under test). */
async function applyFor(serviceId: number): Promise<void> {
  await t.database.db.insert(applications).values({
    kind: 'service',
    name: 'Гость',
    email: 'guest@example.test',
    serviceId,
    targetTitle: 'Услуга',
    responseDueAt: new Date(Date.now() + 3_600_000),
  });
}

describe('POST /api/services', () => {
  it('lets a curator add their own service (adminId defaults to the caller) with an audit event', async () => {
    const response = await post(
      { name: '  Разбор портфолио ', description: 'Час созвона', price: 2500.5 },
      'curator',
    );
    expect(response.statusCode).toBe(201);
    const service = response.json<Service>();
    expect(service).toMatchObject({
      adminId: curatorId,
      name: 'Разбор портфолио',
      description: 'Час созвона',
      price: 2500.5,
      cover: null,
      isActive: true,
      applications: 0,
    });
    const [event] = await f.auditOf('service.create', service.id);
    expect(event).toMatchObject({ actorId: curatorId });
    expect(event?.changes).toMatchObject({
      name: { from: null, to: 'Разбор портфолио' },
      price: { from: null, to: '2500.50' },
      staffId: { from: null, to: curatorId },
    });
  });

  it('keeps the price exact in numeric', async () => {
    const service = await create({ name: 'Точная цена', price: 19.99 });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, service.id));
    expect(row?.price).toBe('19.99');
    expect(service.price).toBe(19.99);
  });

  it('lets an admin add a service for a staff member; an unknown adminId is a 400 on adminId', async () => {
    expect((await create({ name: 'Для спикера' }, 'admin', speakerId)).adminId).toBe(speakerId);
    const unknown = await post({ name: 'Ничья', price: 1 }, 'admin', 2_000_000);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'adminId', message: 'Сотрудник не найден' }]);
  });

  it('refuses a curator adding a service for someone else', async () => {
    const response = await post({ name: 'Чужая', price: 1 }, 'curator', speakerId);
    expect(response.statusCode).toBe(403);
    expect((await list(`?adminId=${speakerId}`)).json().items).not.toContainEqual(
      expect.objectContaining({ name: 'Чужая' }),
    );
  });

  it.each([
    [{ name: 'Цена', price: 10.555 }, 'price', 'Не больше двух знаков после запятой'],
    [{ name: 'Цена', price: -1 }, 'price', 'Сумма не может быть отрицательной'],
    [{ name: '   ', price: 1 }, 'name', 'Поле обязательно'],
    [{ name: 'x'.repeat(201), price: 1 }, 'name', undefined],
    [{ name: 'Без цены' }, 'price', undefined],
  ])('answers 400 naming the field for %j', async (payload, path, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((e: { path: string }) => e.path === path);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
  });
});

describe('covers', () => {
  it('takes an uploaded image as the cover and shows its public URL; PATCH null removes it', async () => {
    const cover = await f.upload('image', 'cover.png', PNG_1PX, 'curator');
    const service = await create({ name: 'С обложкой', coverFileId: cover.id }, 'curator');
    expect(service).toMatchObject({ coverFileId: cover.id, cover: cover.url });
    expect((await t.app.inject({ url: cover.url })).statusCode).toBe(200);
    const removed = await patch(service.id, { coverFileId: null }, 'curator');
    expect(removed.json()).toMatchObject({ coverFileId: null, cover: null });
  });

  it('refuses an attachment or an unknown file as the cover with a 400 on coverFileId', async () => {
    const attachment = await f.upload('attachment', 'notes.txt', Buffer.from('text'));
    for (const coverFileId of [attachment.id, 1_999_999]) {
      const response = await post({ name: 'Не картинка', price: 1, coverFileId });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe('coverFileId');
    }
    const service = await create({ name: 'Потом обложка' });
    const bad = await patch(service.id, { coverFileId: attachment.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('coverFileId');
  });
});

describe('GET /api/services', () => {
  it("gives a curator their own services, newest first, and 403 for another's", async () => {
    const older = await create({ name: 'Старая кураторская' }, 'curator');
    const newer = await create({ name: 'Новая кураторская' }, 'curator');
    await create({ name: 'Спикерская' }, 'speaker');
    for (const query of ['', `?adminId=${curatorId}`]) {
      const { items, total } = (await list(query, 'curator')).json<{ items: Service[]; total: number }>();
      expect(items.every((item) => item.adminId === curatorId)).toBe(true);
      expect(total).toBe(items.length);
      const ids = items.map((item) => item.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    }
    expect((await list(`?adminId=${speakerId}`, 'curator')).statusCode).toBe(403);
  });

  it("gives an admin anyone's services, or all of them without adminId", async () => {
    await create({ name: 'Ещё спикерская' }, 'speaker');
    const all = (await list('')).json<{ items: Service[] }>().items;
    expect(all.some((item) => item.adminId === curatorId)).toBe(true);
    expect(all.some((item) => item.adminId === speakerId)).toBe(true);
    const speakers = (await list(`?adminId=${speakerId}`)).json<{ items: Service[] }>().items;
    expect(speakers.length).toBeGreaterThan(0);
    expect(speakers.every((item) => item.adminId === speakerId)).toBe(true);
  });

  it('counts applications per service and leaves out inactive ones with active=true', async () => {
    const busy = await create({ name: 'Востребованная' }, 'speaker');
    const idle = await create({ name: 'Выключенная', isActive: false }, 'speaker');
    await applyFor(busy.id);
    await applyFor(busy.id);
    const items = (await list(`?adminId=${speakerId}`, 'speaker')).json<{ items: Service[] }>().items;
    expect(items.find((item) => item.id === busy.id)?.applications).toBe(2);
    expect(items.find((item) => item.id === idle.id)).toMatchObject({ applications: 0, isActive: false });
    const active = (await list('?active=true', 'speaker')).json<{ items: Service[] }>().items;
    expect(active.map((item) => item.id)).toContain(busy.id);
    expect(active.map((item) => item.id)).not.toContain(idle.id);
  });
});

describe('PATCH /api/services/{id}', () => {
  it('changes the fields the owner sends and audits before and after', async () => {
    const service = await create({ name: 'Менторство', price: 3000 }, 'speaker');
    const response = await patch(
      service.id,
      { name: 'Менторство 1:1', price: 3500.25, isActive: false },
      'speaker',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Менторство 1:1', price: 3500.25, isActive: false });
    const [event] = await f.auditOf('service.update', service.id);
    expect(event?.changes).toEqual({
      name: { from: 'Менторство', to: 'Менторство 1:1' },
      price: { from: '3000.00', to: '3500.25' },
      isActive: { from: true, to: false },
    });
  });

  it("refuses a curator changing a speaker's service, lets an admin, and 404s an unknown one", async () => {
    const service = await create({ name: 'Спикерская услуга' }, 'speaker');
    expect((await patch(service.id, { name: 'Захват' }, 'curator')).statusCode).toBe(403);
    expect((await patch(service.id, { name: 'Поправлено админом' })).json().name).toBe('Поправлено админом');
    expect((await patch(1_999_999, { name: 'Нет такой' })).statusCode).toBe(404);
  });

  it('validates the body with field paths and refuses an empty one', async () => {
    const service = await create({ name: 'Проверка' });
    const bad = await patch(service.id, { price: 1.001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('price');
    expect((await patch(service.id, {})).statusCode).toBe(400);
  });
});

describe('DELETE /api/services/{id}', () => {
  it('deletes a service nobody applied for; «Отменить» brings it back with its id', async () => {
    const service = await create({ name: 'Удаляемая' }, 'curator');
    const response = await remove(service.id, 'curator');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'deleted', service: null, undo: { notUndone: [] } });
    expect((await patch(service.id, { name: 'Ещё тут?' })).statusCode).toBe(404);
    expect(await f.auditOf('service.delete', service.id)).toHaveLength(1);

    // Only its author may take it back: an admin does not know the curator's token.
    expect((await undo(response.json().undo.token, 'admin')).statusCode).toBe(404);
    expect((await undo(response.json().undo.token, 'curator')).statusCode).toBe(200);
    expect((await list(`?adminId=${curatorId}`)).json().items).toContainEqual(
      expect.objectContaining({ id: service.id, name: 'Удаляемая', price: 1000 }),
    );
    expect(await f.auditOf('service.undo', service.id)).toHaveLength(1);
  });

  it('deactivates a service with applications instead, keeping it and its count', async () => {
    const service = await create({ name: 'С заявками' }, 'curator');
    await applyFor(service.id);
    const response = await remove(service.id, 'curator');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'deactivated',
      service: { id: service.id, isActive: false, applications: 1 },
    });
    expect(await f.auditOf('service.deactivate', service.id)).toHaveLength(1);
    const again = await remove(service.id, 'curator');
    expect(again.json()).toMatchObject({ outcome: 'deactivated', undo: null });
    expect(await f.auditOf('service.deactivate', service.id)).toHaveLength(1);
  });

  it('«Отменить» of a hiding offers the service again, unless someone else changed it since', async () => {
    const service = await create({ name: 'Скрытая на минуту' }, 'curator');
    await applyFor(service.id);
    const hidden = (await remove(service.id, 'curator')).json();
    expect((await undo(hidden.undo.token, 'curator')).statusCode).toBe(200);
    expect((await list(`?adminId=${curatorId}`)).json().items).toContainEqual(
      expect.objectContaining({ id: service.id, isActive: true, applications: 1 }),
    );

    const hiddenAgain = (await remove(service.id, 'curator')).json();
    expect((await patch(service.id, { name: 'Поправлено админом' })).statusCode).toBe(200);
    const late = await undo(hiddenAgain.undo.token, 'curator');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Отменить нельзя: .+ уже изменил\(а\) эти данные$/);
  });

  it("refuses a speaker deleting a curator's service and 404s an unknown one", async () => {
    const service = await create({ name: 'Кураторская, не трогать' }, 'curator');
    expect((await remove(service.id, 'speaker')).statusCode).toBe(403);
    expect((await list(`?adminId=${curatorId}`)).json().items).toContainEqual(
      expect.objectContaining({ id: service.id }),
    );
    expect((await remove(1_999_999)).statusCode).toBe(404);
  });
});
