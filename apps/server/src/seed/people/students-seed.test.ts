import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_STUDENT_COUNT, studentsSeed } from './students.seed';
import { seedManyStudents } from './students-bulk-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Rows<T> = { rows: T[] };
const query = async <T>(text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows<T>).rows;

describe('student seeds', () => {
  it('demo: 300 Russian students over 12 months, some blocked, with accesses and subscriptions', async () => {
    const [stats] = await query<Record<string, number>>(sql`select count(*)::int as total,
      count(*) filter (where status = 0)::int as blocked,
      count(*) filter (where subscription_ends_at is not null)::int as subscribed,
      count(*) filter (where phone like '+79%')::int as phones,
      (extract(epoch from max(created_at) - min(created_at)) / 86400)::int as days
      from students`);
    expect(stats).toMatchObject({ total: DEMO_STUDENT_COUNT });
    expect(stats?.blocked).toBeGreaterThan(3);
    expect(stats?.subscribed).toBeGreaterThan(30);
    expect(stats?.phones).toBeGreaterThan(200);
    expect(stats?.days).toBeGreaterThan(300);
    const [names] = await query<{ cyrillic: number }>(
      sql`select count(*)::int as cyrillic from students where last_name ~ '^[А-ЯЁ][а-яё]+$'`,
    );
    expect(names?.cyrillic).toBe(DEMO_STUDENT_COUNT);
    const [accesses] = await query<{ n: number }>(sql`select count(*)::int as n from course_accesses`);
    expect(accesses?.n).toBeGreaterThan(200);
    await studentsSeed.run(t.database.db, { info: () => {}, fileStore: undefined as never });
    const [again] = await query<{ n: number }>(sql`select count(*)::int as n from students`);
    expect(again?.n).toBe(DEMO_STUDENT_COUNT);
  });

  it('--students 500 adds 500 more with accesses and subscriptions', async () => {
    const counts = await seedManyStudents(t.database.db, 500, () => {});
    expect(counts.students).toBe(500);
    expect(counts.accesses).toBeGreaterThan(300);
    expect(counts.subscriptions).toBeGreaterThan(50);
    const [total] = await query<{ n: number; subs: number }>(
      sql`select count(*)::int as n, (select count(*)::int from subscriptions) as subs from students`,
    );
    expect(total?.n).toBe(DEMO_STUDENT_COUNT + 500);
  });
});
