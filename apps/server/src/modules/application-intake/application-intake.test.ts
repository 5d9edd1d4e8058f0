import { PUBLIC_APPLICATION_RATE_LIMITED, type Service } from '@school/contracts';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../../db/schema/applications.table';
import { authThrottle } from '../../db/schema/auth-throttle.table';
import { students } from '../../db/schema/students.table';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A clock the test moves: the idempotency window is the minute of `now`. */
const START = Date.UTC(2026, 10, 23, 9, 0, 10);
let clock = START;

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let service: Service;
let otherService: Service;
let inactiveService: Service;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  f = courseFixtures(t);
  const add = async (payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      headers: await f.as('curator'),
      payload: { price: 1500, ...payload },
    });
    return response.json<Service>();
  };
  service = await add({ name: 'Разбор портфолио' });
  otherService = await add({ name: 'Карьерная консультация' });
  inactiveService = await add({ name: 'Снятая с сайта', isActive: false });
});
afterAll(() => t.close());

let addressSeq = 0;
/** Each test sends from its own address, so the rate limit of one never touches another. */
const newAddress = () => `203.0.113.${++addressSeq}`;

const send = (payload: object, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/public/applications', payload, remoteAddress });

const guest = { name: 'Анна Гостева', email: 'anna.guest@example.test' };

async function stored(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(applications);
  return row?.total ?? 0;
}

async function application(id: number) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

describe('POST /api/public/applications: storing', () => {
  it('stores a guest’s service application from the site, with its created line, without a token', async () => {
    const response = await send({
      kind: 'service',
      serviceId: service.id,
      name: ' Анна ',
      phone: '8 (999) 123-45-67',
      message: 'Хочу разбор до пятницы',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    expect(await application(id)).toMatchObject({
      kind: 'service',
      status: 'new',
      source: 'site',
      name: 'Анна',
      email: null,
      phone: '+79991234567',
      serviceId: service.id,
      courseId: null,
      studentId: null,
      targetTitle: 'Разбор портфолио',
      message: 'Хочу разбор до пятницы',
    });
    expect((await application(id))?.createdAt.getTime()).toBe(clock);
    const events = await t.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => [event.type, event.staffId])).toEqual([['created', null]]);
  });

  it('links the application to the student with that e-mail (any case)', async () => {
    const [student] = await t.database.db.select().from(students).limit(1);
    if (!student) throw new Error('no demo student');
    const response = await send({
      kind: 'service',
      serviceId: service.id,
      name: 'Студент',
      email: student.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(await application(response.json().id)).toMatchObject({
      studentId: student.id,
      email: student.email.toLowerCase(),
    });
  });

  it('takes training for a published course, under the course’s name; a draft course is «Курс не найден»', async () => {
    const course = await f.createCourse({ name: 'Python с нуля для интейка' });
    await f.forceStatus(course.id, 3);
    const ok = await send({ kind: 'training', courseId: course.id, ...guest });
    expect(ok.statusCode).toBe(201);
    expect(await application(ok.json().id)).toMatchObject({
      kind: 'training',
      courseId: course.id,
      serviceId: null,
      targetTitle: 'Python с нуля для интейка',
    });
    const draft = await f.createCourse();
    const before = await stored();
    const refused = await send({ kind: 'training', courseId: draft.id, ...guest });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ path: 'courseId', message: 'Курс не найден' }]);
    expect(await stored()).toBe(before);
  });

  it('names a marketplace application after its offer, or after the service it points at', async () => {
    const offer = await send({ kind: 'marketplace', offer: 'Лендинг под ключ', ...guest });
    expect(offer.statusCode).toBe(201);
    expect(await application(offer.json().id)).toMatchObject({
      kind: 'marketplace',
      targetTitle: 'Лендинг под ключ',
      serviceId: null,
    });
    const viaService = await send({ kind: 'marketplace', serviceId: otherService.id, ...guest });
    expect(viaService.statusCode).toBe(201);
    expect(await application(viaService.json().id)).toMatchObject({
      targetTitle: 'Карьерная консультация',
      serviceId: otherService.id,
    });
  });
});

describe('POST /api/public/applications: bad input stores nothing', () => {
  const base = { kind: 'service', name: 'Гость', email: 'g@example.test' };
  it.each([
    ['no contact', { kind: 'service', name: 'Гость' }, 'email', 'Укажите e-mail или телефон'],
    ['empty contact', { ...base, email: '', phone: '' }, 'email', 'Укажите e-mail или телефон'],
    ['a bad e-mail', { ...base, email: 'не-почта' }, 'email', 'Неверный e-mail'],
    ['a bad phone', { ...base, email: undefined, phone: '12-ab' }, 'phone', 'Неверный телефон'],
    ['a short phone', { ...base, phone: '12345' }, 'phone', 'Неверный телефон'],
    ['no name', { ...base, name: '  ' }, 'name', 'Укажите имя'],
    ['an over-long message', { ...base, message: 'я'.repeat(2001) }, 'message', 'Не больше 2000 символов'],
    [
      'an over-long offer',
      { ...base, kind: 'marketplace', offer: 'о'.repeat(301) },
      'offer',
      'Не больше 300 символов',
    ],
    ['no service', { ...base, serviceId: undefined }, 'serviceId', 'Выберите услугу'],
    ['no course', { ...base, kind: 'training' }, 'courseId', 'Выберите курс'],
    [
      'nothing asked',
      { ...base, kind: 'marketplace', serviceId: undefined },
      'offer',
      'Укажите, что вас интересует',
    ],
    ['an unknown service', { ...base, serviceId: 2_000_000_000 }, 'serviceId', 'Услуга не найдена'],
    [
      'an unknown course',
      { ...base, kind: 'training', courseId: 2_000_000_000 },
      'courseId',
      'Курс не найден',
    ],
    ['an unknown kind', { ...base, kind: 'consulting' }, 'kind', undefined],
  ])('%s → 400 on the field', async (_case, payload, path, message) => {
    const before = await stored();
    const response = await send({ serviceId: service.id, ...payload });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((e: { path: string }) => e.path === path);
    expect(error).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses an inactive service as «Услуга не найдена»', async () => {
    const before = await stored();
    const response = await send({ kind: 'service', serviceId: inactiveService.id, ...guest });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'serviceId', message: 'Услуга не найдена' }]);
    expect(await stored()).toBe(before);
  });

  it('answers a filled honeypot with 204 and stores nothing, not even a count', async () => {
    const before = await stored();
    const address = newAddress();
    const response = await send(
      { kind: 'service', serviceId: service.id, ...guest, website: 'http://spam.example' },
      address,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await stored()).toBe(before);
    const counters = await t.database.db
      .select()
      .from(authThrottle)
      .where(like(authThrottle.key, `intake:ip:${address}`));
    expect(counters).toEqual([]);
  });
});

describe('POST /api/public/applications: idempotency', () => {
  it('gives the same id for the same applicant, target and minute; a new one for another target or minute', async () => {
    clock = START + 5 * 60_000;
    const body = { kind: 'service', serviceId: service.id, name: 'Повтор', email: 'repeat@example.test' };
    const first = await send(body);
    expect(first.statusCode).toBe(201);
    const before = await stored();
    clock += 40_000; // still the same minute
    const repeat = await send({ ...body, email: 'REPEAT@example.test', message: 'ещё раз' });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect(await stored()).toBe(before);
    const otherTarget = await send({ ...body, serviceId: otherService.id });
    expect(otherTarget.statusCode).toBe(201);
    expect(otherTarget.json().id).not.toBe(first.json().id);
    clock += 60_000; // the next minute
    const later = await send(body);
    expect(later.statusCode).toBe(201);
    expect(new Set([first.json().id, otherTarget.json().id, later.json().id]).size).toBe(3);
  });

  it('stores a form sent five times at once (a double click) once: one 201, the rest 200 with its id', async () => {
    const address = newAddress();
    const body = { kind: 'service', serviceId: service.id, name: 'Нетерпеливый', phone: '+79990000001' };
    const before = await stored();
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => send(body, address)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(await stored()).toBe(before + 1);
  });
});

describe('POST /api/public/applications: rate limit', () => {
  it('answers the 11th submission from one address in 10 minutes with 429 in Russian; another address goes on', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i++) {
      const response = await send(
        { kind: 'marketplace', offer: 'Сайт', name: 'Частый', email: `often${i}@example.test` },
        address,
      );
      expect(response.statusCode, `submission ${i + 1}`).toBe(201);
    }
    const before = await stored();
    const refused = await send(
      { kind: 'marketplace', offer: 'Сайт', name: 'Частый', email: 'often10@example.test' },
      address,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PUBLIC_APPLICATION_RATE_LIMITED);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stored()).toBe(before);
    const elsewhere = await send(
      { kind: 'marketplace', offer: 'Сайт', name: 'Другой', email: 'other@example.test' },
      newAddress(),
    );
    expect(elsewhere.statusCode).toBe(201);
    clock += 10 * 60_000 + 1_000; // the window is over
    const afterWindow = await send(
      { kind: 'marketplace', offer: 'Сайт', name: 'Частый', email: 'often11@example.test' },
      address,
    );
    expect(afterWindow.statusCode).toBe(201);
  });
});
