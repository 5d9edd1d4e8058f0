import { siteSectionRecordId } from '@school/contracts';
import type { AuditEventItem, AuditListResponse } from '@school/contracts/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedManyAuditEvents } from '../../seed/audit/audit-events-bulk-seed';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

/** «Журнал действий» (issue 32, item 1): who did what, filtered as the page asks, append-only in the database. */
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const log = async (query = '', token = admin) => {
  const response = await t.app.inject({ url: `/api/audit${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditListResponse>();
};
const myId = async (token: string) =>
  (await t.app.inject({ url: '/api/admins/my-info', headers: bearer(token) })).json<{ id: number }>().id;

describe('GET /api/audit', () => {
  it('shows an edit with who, the record, its link and the fields before → after, newest first', async () => {
    const headers = bearer(admin);
    const students = (await t.app.inject({ url: '/api/students?take=1', headers })).json<{
      items: { id: number; firstName: string }[];
    }>();
    const student = students.items[0]!;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${student.id}`,
      headers,
      payload: { firstName: 'Журналия' },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = await log(`?section=student&entityId=${student.id}&verb=update`);
    const [event] = page.items;
    expect(event).toMatchObject({
      action: 'student.update',
      section: 'student',
      entityId: student.id,
      link: `/users/${student.id}`,
      actor: { id: await myId(admin), name: 'Морозов Алексей' },
      changes: { firstName: { from: student.firstName, to: 'Журналия' } },
    });
    const all = await log('?take=20');
    const times = all.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.total).toBeGreaterThan(0);
  });

  it('logs sign-ins and failed sign-ins, and filters by person, verb and day', async () => {
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?isAdmin=true',
      payload: { email: 'curator@demo.test', password: 'wrong-password' },
    });
    expect(failed.statusCode).toBe(400);
    const curator = await t.loginAs('curator');
    const curatorId = await myId(curator);

    const [signIn] = (await log(`?actorId=${curatorId}&verb=sign-in`)).items;
    expect(signIn).toMatchObject({ action: 'auth.sign-in', section: 'staff', entityId: curatorId });
    const [refused] = (await log('?verb=sign-in-failed')).items;
    expect(refused).toMatchObject({
      actor: null,
      entityId: curatorId,
      changes: { email: 'curator@demo.test' },
    });

    const byPerson = await log(`?actorId=${curatorId}&take=100`);
    expect(byPerson.items.every((item: AuditEventItem) => item.actor?.id === curatorId)).toBe(true);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await log(`?dateFrom=${tomorrow}`)).total).toBe(0);
  });

  it('gives a settings page’s and the earnings settings’ history, old spellings of the section included', async () => {
    const headers = bearer(admin);
    const content = (await t.app.inject({ url: '/api/site-content/promo-club', headers })).json<{
      title: string;
      subtitle: string;
      body: string;
      links: unknown[];
      files: unknown[];
      version: string;
    }>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/site-content/promo-club',
      headers,
      payload: {
        title: 'Клуб: история',
        subtitle: content.subtitle,
        body: content.body,
        coverFileId: null,
        links: [],
        files: [],
        version: content.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [page] = (await log(`?section=site-content&entityId=${siteSectionRecordId('promo-club')}`)).items;
    expect(page).toMatchObject({
      action: 'site-content.save',
      link: '/settings-promo-club',
      changes: { section: 'promo-club', title: { from: content.title, to: 'Клуб: история' } },
    });

    const min = await t.app.inject({
      method: 'PUT',
      url: '/api/earnings-settings',
      headers,
      payload: { minWithdrawal: 2750 },
    });
    expect(min.statusCode, min.body).toBe(200);
    // An event as an earlier version stored it, under the old entity name.
    await t.database.db.execute(
      sql`insert into audit_events (staff_id, action, entity, entity_id, changes)
          values (null, 'commission-rules.replace', 'commission_rules', null, '{"count": 1}')`,
    );
    const rules = await log('?section=commission-rules');
    expect(rules.items.map((item) => item.action)).toEqual([
      'commission-rules.replace',
      'earnings-settings.update',
    ]);
    expect(rules.items[1]).toMatchObject({
      link: '/settings-earnings',
      changes: { minWithdrawal: { to: 2750 } },
    });
  });

  it('is for admins only, and refuses a bad filter naming the field', async () => {
    const curator = await t.loginAs('curator');
    const refused = await t.app.inject({ url: '/api/audit', headers: bearer(curator) });
    expect(refused.statusCode).toBe(403);
    for (const [query, field] of [
      ['?section=nothing', 'section'],
      ['?verb=explode', 'verb'],
      ['?actorId=abc', 'actorId'],
      ['?skip=9999&take=15', 'skip'],
      ['?dateFrom=2026-02-10&dateTo=2026-02-01', 'dateTo'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/audit${query}`, headers: bearer(admin) });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(field);
    }
  });

  it('keeps the actor’s name after their account is deleted, and the export is logged itself', async () => {
    const superAdmin = await t.loginAs('super-admin');
    const email = 'log-leaver@demo.test';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: bearer(superAdmin),
      payload: { email, firstName: 'Пётр', lastName: 'Ушедший', role: 'curator', password: 'password123' },
    });
    const leaverId = created.json<{ id: number }>().id;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login?isAdmin=true',
      payload: { email, password: 'password123' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admins/${leaverId}`,
      headers: bearer(superAdmin),
    });
    expect(removed.statusCode).toBe(204);
    const [signIn] = (await log(`?actorId=${leaverId}`)).items;
    expect(signIn?.actor).toEqual({ id: leaverId, name: 'Ушедший Пётр' });

    const csv = await t.app.inject({ url: '/api/audit/csv?section=staff', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ушедший Пётр');
    const [exported] = (await log('?verb=csv&section=export')).items;
    expect(exported).toMatchObject({ action: 'audit.csv', changes: { query: { section: 'staff' } } });
  });

  it('refuses to change or remove an event, even in SQL', async () => {
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.execute(statement);
        return 'done';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(sql`update audit_events set action = 'x' where id = 1`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only/);
    // A purge's masking (issue 32, item 4) may rewrite an event's fields, and nothing else of it.
    const masking = async (statement: ReturnType<typeof sql>) => {
      try {
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('school.audit_masking', 'on', true)`);
          await tx.execute(statement);
        });
        return 'done';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await masking(sql`update audit_events set action = 'x' where id = 1`)).toMatch(/only the fields/);
    expect(await masking(sql`delete from audit_events where id = 1`)).toMatch(/append-only/);
  });
  it('takes N generated events (npm run seed -- --audit-events N) older than the rest, by the staff there', async () => {
    const before = await log('?take=1');
    const oldest = (await log('?orderBy=at:asc&take=1')).items[0]!;
    await seedManyAuditEvents(t.database.db, 1_000, () => {}, { perChunk: 400 });
    const after = await log('?orderBy=at:asc&take=100');
    expect(after.total).toBe(before.total + 1_000);
    expect(after.items.every((item) => item.at < oldest.at)).toBe(true);
    expect(after.items.some((item) => item.actor !== null && item.action === 'student.update')).toBe(true);
    const [latest] = (await log('?take=1')).items;
    expect(latest?.id).toBe(before.items[0]?.id);
  });
});
