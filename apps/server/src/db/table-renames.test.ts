import type { BackgroundTask, Course, SiteContent } from '@school/contracts';
import type { EarningsSettings } from '@school/contracts/balances';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../password';
import { openDatabaseBefore } from '../test/database-before';
import { bearer, createTestApp, DEMO_EMAILS, DEMO_PASSWORD, type TestApp } from '../test/test-app';
import type { Db } from './types';

/**
 * Migration 0025 renames four tables to their domain's name (docs/glossary.md). A database an older build
 * filled keeps its rows, its identities go on counting, and no object keeps an old table's name.
 */
const MIGRATION = '0025_table-renames';
const OLD_NAMES = ['modules', 'site_blocks', 'earnings_settings', 'background_tasks'];
const TABLES = '{course_modules,site_content_blocks,balance_settings,tasks}';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }`; the shared Db type cannot say so.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function one<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (!row) throw new Error('no row');
  return row;
}

let t: TestApp;
let token: string;
const before = { staffId: 0, courseId: 0, moduleIds: [] as number[], taskId: 0 };

/** What the build before 0025 wrote, in its own table names. */
async function fillOldTables(db: Db): Promise<void> {
  const { id: staffId } = await one<{ id: number }>(
    db,
    sql`insert into staff (email, first_name, last_name, role, password_hash)
        values (${DEMO_EMAILS['super-admin']}, 'Ирина', 'Соколова', 'super-admin', ${await hashPassword(DEMO_PASSWORD)})
        returning id`,
  );
  before.staffId = staffId;
  before.courseId = (
    await one<{ id: number }>(db, sql`insert into courses (name) values ('Курс') returning id`)
  ).id;
  for (const [position, name] of ['Введение', 'Практика'].entries()) {
    const { id } = await one<{ id: number }>(
      db,
      sql`insert into modules (course_id, name, position) values (${before.courseId}, ${name}, ${position}) returning id`,
    );
    before.moduleIds.push(id);
  }
  await db.execute(sql`insert into lessons (module_id, name) values (${before.moduleIds[0]}, 'Первый урок')`);
  await db.execute(
    sql`insert into site_blocks (section, key, value, updated_by)
        values ('promo', 'title', '"Учитесь с нами"', ${staffId}), ('promo', 'links', ${JSON.stringify([{ link: 'https://example.test', name: 'Сайт' }])}::jsonb, ${staffId})`,
  );
  await db.execute(sql`update earnings_settings set min_withdrawal = 4500, updated_by_staff_id = ${staffId}`);
  before.taskId = (
    await one<{ id: number }>(
      db,
      sql`insert into background_tasks (kind, action, staff_id, status, total, done, result, finished_at)
          values ('bulk', 'students.block', ${staffId}, 'done', 3, 3, '{"changed": 3}', now()) returning id`,
    )
  ).id;
}

beforeAll(async () => {
  t = await createTestApp({
    database: async () => {
      const database = await openDatabaseBefore(MIGRATION);
      try {
        await fillOldTables(database.db);
        await database.migrate();
      } catch (error) {
        await database.close();
        throw error;
      }
      return database;
    },
  });
  token = await t.loginAs('super-admin');
  // Every migration on a blank database, then the app: ~10 s on PGlite beside another file on two cores.
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe(`migration ${MIGRATION}`, () => {
  it('keeps the modules and their lessons, and new modules go on numbering', async () => {
    const read = await t.app.inject({ url: `/api/courses/${before.courseId}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    const course = read.json<Course>();
    expect(course.modules.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: before.moduleIds[0], name: 'Введение' },
      { id: before.moduleIds[1], name: 'Практика' },
    ]);
    expect(course.modules[0]?.lessons.map((lesson) => lesson.name)).toEqual(['Первый урок']);

    const created = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${before.courseId}/modules`,
      headers: bearer(token),
      payload: { name: 'Итоги' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ id: number }>().id).toBe(Math.max(...before.moduleIds) + 1);
  });

  it('keeps the site content blocks', async () => {
    const read = await t.app.inject({ url: '/api/site-content/promo', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json<SiteContent>()).toMatchObject({
      title: 'Учитесь с нами',
      links: [{ link: 'https://example.test', name: 'Сайт' }],
      updatedBy: { id: before.staffId },
    });
  });

  it('keeps the balance settings', async () => {
    const read = await t.app.inject({ url: '/api/earnings-settings', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json<EarningsSettings>().minWithdrawal).toBe(4500);
  });

  it('keeps the tasks, and new tasks go on numbering', async () => {
    const read = await t.app.inject({ url: `/api/tasks/${before.taskId}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json<BackgroundTask>()).toMatchObject({
      kind: 'bulk',
      action: 'students.block',
      status: 'done',
      result: { changed: 3 },
    });
    const next = await one<{ id: number }>(
      t.database.db,
      sql`insert into tasks (kind, action, staff_id) select 'export', 'students.csv', staff_id from tasks returning id`,
    );
    expect(next.id).toBe(before.taskId + 1);
  });

  it('leaves no table, sequence, index or constraint under an old table’s name', async () => {
    const db = t.database.db;
    const oldName = `^(${OLD_NAMES.join('|')})(_|$)`;
    const relations = await rows<{ name: string }>(
      db,
      sql`select relname as name from pg_class
          where relnamespace = 'public'::regnamespace and relname ~ ${oldName}`,
    );
    const constraints = await rows<{ name: string }>(
      db,
      sql`select conname as name from pg_constraint
          where connamespace = 'public'::regnamespace and conname ~ ${oldName}`,
    );
    expect([...relations, ...constraints]).toEqual([]);

    // Every constraint on the four tables or pointing at them (lessons' foreign key) but NOT NULL (PostgreSQL 18
    // keeps those too), their sequences and indexes.
    const renamed = await rows<{ name: string }>(
      db,
      sql`select conname as name from pg_constraint
          where contype <> 'n' and (conrelid = any (${TABLES}::regclass[]) or confrelid = any (${TABLES}::regclass[]))
          union all
          select index.relname from pg_index join pg_class index on index.oid = pg_index.indexrelid
          where indrelid = any (${TABLES}::regclass[])
          union all
          select sequence.relname from pg_depend join pg_class sequence on sequence.oid = pg_depend.objid
          where sequence.relkind = 'S' and pg_depend.refobjid = any (${TABLES}::regclass[])`,
    );
    expect(renamed.map((row) => row.name).sort()).toEqual([
      'balance_settings_min_check',
      'balance_settings_pkey',
      'balance_settings_pkey',
      'balance_settings_single_check',
      'balance_settings_updated_by_staff_id_staff_id_fk',
      'course_modules_course_id_courses_id_fk',
      'course_modules_course_idx',
      'course_modules_id_seq',
      'course_modules_pkey',
      'course_modules_pkey',
      'lessons_module_id_course_modules_id_fk',
      'site_content_blocks_section_check',
      'site_content_blocks_section_key_pk',
      'site_content_blocks_section_key_pk',
      'site_content_blocks_updated_by_staff_id_fk',
      'tasks_files_idx',
      'tasks_id_seq',
      'tasks_kind_check',
      'tasks_pkey',
      'tasks_pkey',
      'tasks_staff_id_staff_id_fk',
      'tasks_staff_idx',
      'tasks_status_check',
    ]);
  });
});
