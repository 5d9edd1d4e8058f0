import type { SearchGroup, SearchResponse } from '@school/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Record<string, string>;
let curator: Record<string, string>;
let curatorId: number;
let student: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  curator = bearer(await t.loginAs('curator'));
  curatorId = (await t.app.inject({ url: '/api/admins/my-info', headers: curator })).json<{ id: number }>()
    .id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/students',
    headers: admin,
    payload: {
      email: 'global-search@example.ru',
      firstName: 'Аполлинария',
      lastName: 'Глобальная',
      phone: '+7 812 333-44-55',
    },
  });
  student = created.json();
});
afterAll(() => t.close());

const search = async (q: string, headers: Record<string, string>): Promise<SearchResponse> => {
  const response = await t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const group = (answer: SearchResponse, kind: SearchGroup['kind']) =>
  answer.groups.find((found) => found.kind === kind);

/**
 * The API list behind each page «Показать все» opens (the page sends its search param as `search`); services
 * have no such page: their group is `GET /api/services?search=` (the caller's own for a curator).
 */
function listApiOf(found: SearchGroup, q: string): string {
  if (found.kind === 'services') return `/api/services?search=${encodeURIComponent(q)}`;
  if (!found.listLink) throw new Error(`no list for ${found.kind}`);
  const url = new URL(found.listLink, 'http://x');
  const search = `search=${encodeURIComponent(url.searchParams.get('search') ?? '')}`;
  const apis: Record<string, string> = {
    '/users': `/api/students?${search}`,
    '/admins': `/api/admins/list?${search}`,
    '/courses': `/api/courses?${search}`,
    '/sales': `/api/payments?${search}`,
    '/applications': `/api/applications?kind=service&${search}`,
    '/applications-for-training': `/api/applications?kind=training&${search}`,
    '/applications-marketplace': `/api/applications?kind=marketplace&${search}`,
    '/feed': `/api/news?${search}`,
    '/profile/users': `/api/admins/${curatorId}/students?${search}`,
    '/profile/courses': `/api/courses/my?${search}`,
    '/profile/sales-courses': `/api/admins/${curatorId}/sales?${search}`,
    '/profile/applications': `/api/applications?staffId=${curatorId}&${search}`,
  };
  const api = apis[url.pathname];
  if (!api) throw new Error(`no list for ${found.listLink}`);
  return api;
}

/** Every group's total and first rows equal those of the list «Показать все» opens, for this caller. */
async function expectGroupsMatchLists(q: string, headers: Record<string, string>) {
  const answer = await search(q, headers);
  for (const found of answer.groups) {
    const response = await t.app.inject({ url: listApiOf(found, q), headers });
    expect(response.statusCode, `${found.kind}: ${response.body}`).toBe(200);
    const list = response.json<{ items: { id: number }[]; total: number }>();
    expect(found.total, `${found.kind} «${q}»`).toBe(list.total);
    expect(
      found.items.map((item) => item.id),
      `${found.kind} «${q}»`,
    ).toEqual(list.items.slice(0, 5).map((item) => item.id));
  }
  return answer;
}

describe('GET /api/search', () => {
  it('finds a student by surname, by both names in any order, by e-mail and by phone digits', async () => {
    for (const q of [
      'Глобальная',
      'Аполлинария Глобальная',
      'глобальная аполлинар',
      'global-search@',
      '812 333 44',
    ]) {
      const students = group(await search(q, admin), 'students');
      expect(
        students?.items.map((item) => item.id),
        q,
      ).toEqual([student.id]);
      expect(students?.items[0]).toMatchObject({
        title: 'Глобальная Аполлинария',
        link: `/users/${student.id}`,
      });
    }
  });

  it('answers an admin every section, in order, each group with «Показать все» to its list', async () => {
    const answer = await search('Глобальная', admin);
    expect(answer.groups.map((found) => found.kind)).toEqual([
      'students',
      'staff',
      'courses',
      'payments',
      'applications-service',
      'applications-training',
      'applications-marketplace',
      'services',
      'news',
    ]);
    expect(group(answer, 'students')?.listLink).toBe(`/users?search=${encodeURIComponent('Глобальная')}`);
  });

  it('finds a payment by its provider payment id', async () => {
    const payments = await t.app.inject({ url: '/api/payments?take=1', headers: admin });
    const [payment] = payments.json<{ items: { id: number; providerPaymentId: string }[] }>().items;
    if (!payment) throw new Error('no demo payment');
    const byProvider = group(await search(payment.providerPaymentId, admin), 'payments');
    expect(byProvider?.items.map((item) => item.id)).toContain(payment.id);
  });

  it('finds a payment by its number, as /sales shows it (№ 123 or 123)', async () => {
    const payments = await t.app.inject({ url: '/api/payments?take=3', headers: admin });
    const [, , payment] = payments.json<{ items: { id: number }[] }>().items;
    if (!payment) throw new Error('no demo payment');
    for (const q of [String(payment.id), `№ ${payment.id}`, `#${payment.id}`]) {
      const found = group(await search(q, admin), 'payments');
      expect(
        found?.items.map((item) => item.id),
        q,
      ).toContain(payment.id);
      expect(found?.items.find((item) => item.id === payment.id)?.link).toBe(`/sales/${payment.id}`);
      // The list «Показать все» opens finds it too.
      const list = await t.app.inject({
        url: `/api/payments?search=${encodeURIComponent(q)}`,
        headers: admin,
      });
      expect(list.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toContain(payment.id);
    }
  });

  it("finds services by name: every one for an admin (to the owner's tab), a curator's own for them", async () => {
    const all = (await t.app.inject({ url: '/api/services', headers: admin })).json<{
      items: { id: number; name: string; adminId: number | null }[];
    }>().items;
    const mine = (await t.app.inject({ url: '/api/services', headers: curator })).json<{
      items: { id: number; name: string }[];
    }>().items;
    const others = all.find((service) => service.adminId !== curatorId && service.adminId !== null);
    if (!others || !mine[0]) throw new Error('no demo services');
    const byAdmin = group(await search(others.name, admin), 'services');
    expect(byAdmin?.items.map((item) => item.id)).toContain(others.id);
    expect(byAdmin?.items.find((item) => item.id === others.id)?.link).toBe(
      `/admins/${others.adminId}/services`,
    );
    expect(byAdmin?.listLink).toBeUndefined();
    const byCurator = group(await search(mine[0].name, curator), 'services');
    expect(byCurator?.items.map((item) => item.id)).toContain(mine[0].id);
    expect(byCurator?.items.every((item) => mine.some((own) => own.id === item.id))).toBe(true);
    expect(byCurator?.items[0]?.link).toBe('/profile/services');
  });

  it('gives a curator only their students, courses, sales, applications and services, and the news; no staff', async () => {
    const answer = await search('Глобальная', curator);
    expect(answer.groups.map((found) => found.kind)).toEqual([
      'students',
      'courses',
      'payments',
      'applications',
      'services',
      'news',
    ]);
    expect(group(answer, 'payments')?.listLink).toBe(
      `/profile/sales-courses?search=${encodeURIComponent('Глобальная')}`,
    );
    // The new student has no access to the curator's courses.
    expect(group(answer, 'students')?.total).toBe(0);
  });

  it('counts each group as its list counts, for an admin and a curator', async () => {
    const mine = await t.app.inject({ url: '/api/courses/my?take=1', headers: curator });
    const course = mine.json<{ items: { name: string }[] }>().items[0];
    const applications = await t.app.inject({
      url: `/api/applications?staffId=${curatorId}&take=1`,
      headers: curator,
    });
    const application = applications.json<{ items: { name: string }[] }>().items[0];
    const sales = await t.app.inject({ url: `/api/admins/${curatorId}/sales?take=1`, headers: curator });
    const sale = sales.json<{ items: { id: number; providerPaymentId: string }[] }>().items[0];
    const services = await t.app.inject({ url: '/api/services', headers: curator });
    const service = services.json<{ items: { name: string }[] }>().items[0];
    const queries = [
      'Иван',
      'ова',
      'курс',
      '@demo',
      course?.name ?? 'курс',
      application?.name ?? 'Иван',
      String(sale?.id ?? 12),
      sale?.providerPaymentId ?? 'pay',
      service?.name ?? 'Консультация',
    ];
    for (const q of queries) {
      const adminAnswer = await expectGroupsMatchLists(q, admin);
      expect(adminAnswer.groups.length).toBe(group(adminAnswer, 'students') ? 9 : 8);
      await expectGroupsMatchLists(q, curator);
    }
  });

  it('leaves out a group whose list refuses the query, and answers 400 under 2 characters', async () => {
    // The students list needs a word of 3 characters; the others take two.
    const answer = await search('ab', admin);
    expect(group(answer, 'students')).toBeUndefined();
    expect(group(answer, 'courses')).toBeDefined();
    const short = await t.app.inject({ url: '/api/search?q=a', headers: admin });
    expect(short.statusCode).toBe(400);
  });
});
