import { APPLICATION_SETTINGS_DEFAULTS, responseDueAt } from '@school/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { applicationEvents, applications } from '../../db/schema/applications.table';
import { auditEvents } from '../../db/schema/audit-events.table';
import { openEmptyTestDatabase } from '../../test/test-app';
import { createApplication } from './application-create.service';

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

describe('createApplication', () => {
  it('stores the application, its created line, its deadline and one audit event', async () => {
    const createdAt = new Date('2003-02-03T07:00:00Z'); // Monday 10:00 Moscow
    const { id, created } = await createApplication(database.db, {
      kind: 'marketplace',
      name: 'Гость',
      phone: '+79990001122',
      targetTitle: 'Разбор портфолио',
      message: 'Хочу разбор',
      source: 'site',
      createdAt,
    });
    expect(created).toBe(true);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ status: 'new', source: 'site', firstResponseAt: null });
    expect(row!.responseDueAt.toISOString()).toBe('2003-02-03T09:00:00.000Z');
    expect(row!.responseDueAt).toEqual(responseDueAt(createdAt, APPLICATION_SETTINGS_DEFAULTS));
    const events = await database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, id));
    expect(events.map((event) => [event.type, event.toStatus, event.staffId])).toEqual([
      ['created', 'new', null],
    ]);
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audits.filter((event) => event.action === 'application.create')).toHaveLength(1);
  });

  it('returns the stored application for a repeated intake key and writes nothing', async () => {
    const input = {
      kind: 'marketplace' as const,
      name: 'Гость',
      email: 'guest@test.local',
      targetTitle: 'Менторство',
      source: 'site' as const,
      intakeKey: 'guest@test.local|marketplace|Менторство|2003-02-03T07:00',
    };
    const first = await createApplication(database.db, input);
    const second = await createApplication(database.db, input);
    expect(second).toEqual({ id: first.id, created: false });
    const events = await database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, first.id));
    expect(events).toHaveLength(1);
  });
});
