import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { hashPassword } from '../../password';
import type { BulkSeed } from '../bulk-seed';
import { DEMO_PASSWORD } from './staff.seed';
import { type GeneratedCounts, generateStudents } from './students-generator';

/** The set-based generator, for seeds that need students of their own (the sales load seed). */
export { generateStudents };

const BATCH = 100_000;

type Rows<T> = { rows: T[] };

/** The first super-admin, who "granted" the generated manual accesses and custom subscriptions. */
export async function findSeedGrantor(db: Db): Promise<number | null> {
  const result = (await db.execute(
    sql`select id from staff where role = 'super-admin' order by id limit 1`,
  )) as unknown as Rows<{ id: number }>;
  return result.rows[0]?.id ?? null;
}

/**
 * `npm run seed -- --students N`: N more generated students (password demo1234) with accesses and
 * subscriptions, in batches of 100k so progress shows, then ANALYZE so the planner's estimates (used for
 * totals past 10,000 rows) are right at once.
 */
export async function seedManyStudents(
  db: Db,
  total: number,
  info: (message: string) => void,
): Promise<GeneratedCounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const grantedBy = await findSeedGrantor(db);
  const last = (await db.execute(
    sql`select coalesce(max(id), 0)::int as id from students`,
  )) as unknown as Rows<{ id: number }>;
  let from = (last.rows[0]?.id ?? 0) + 1;
  const sum: GeneratedCounts = { students: 0, accesses: 0, subscriptions: 0 };
  const started = Date.now();
  for (let done = 0; done < total; done += BATCH) {
    const count = Math.min(BATCH, total - done);
    const counts = await generateStudents(db, { from, count, passwordHash, grantedBy });
    from += count;
    sum.students += counts.students;
    sum.accesses += counts.accesses;
    sum.subscriptions += counts.subscriptions;
    info(`seed: ${sum.students} students… (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  // VACUUM too: the visibility map lets the deep-page id walks be index-only scans.
  for (const table of ['students', 'course_accesses', 'subscriptions']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.transaction((tx) =>
    audit.record(tx, {
      actorId: null,
      action: 'student.bulk-seed',
      entity: 'student',
      entityId: null,
      changes: { ...sum, source: 'seed' },
    }),
  );
  info(
    `seed: ${sum.students} generated students, ${sum.accesses} course accesses, ${sum.subscriptions} subscriptions`,
  );
  return sum;
}

export const studentsBulkSeed: BulkSeed = {
  flag: 'students',
  counts: 'generated students, with accesses and subscriptions',
  run: async (db, count, { info }) => {
    await seedManyStudents(db, count, info);
  },
};
