import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import type { BulkSeed } from '../bulk-seed';
import { generateApplications, type WrittenApplications } from './applications-generator';

const THREE_YEARS_DAYS = 3 * 365;
/** Applications per statement: big enough for set-based speed, small enough to show progress. */
export const APPLICATIONS_PER_CHUNK = { postgres: 250_000, embedded: 50_000 } as const;

/**
 * `npm run seed -- --applications N`: exactly N more applications over the last three years, for the services,
 * courses and staff already there (the demo data's), with their history — applications-generator.ts, one
 * set-based statement per chunk; the statement triggers of migration 0015 fill application_day_counts in the
 * same statements. Rows follow from their key (the next free id), so a database seeded the same way gets the
 * same rows. VACUUM ANALYZE at the end, for index-only walks and the planner's estimates.
 */
export async function seedManyApplications(
  db: Db,
  total: number,
  info: (message: string) => void,
  options: { perChunk?: number } = {},
): Promise<WrittenApplications> {
  const chunk = options.perChunk ?? APPLICATIONS_PER_CHUNK.embedded;
  const sum = { applications: 0, events: 0 };
  const started = Date.now();
  while (sum.applications < total) {
    const [last] = (
      (await db.execute(sql`select coalesce(max(id), 0)::int as id from applications`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const written = await generateApplications(db, {
      count: Math.min(chunk, total - sum.applications),
      fromKey: 1_000_000 + (last?.id ?? 0),
      withinDays: THREE_YEARS_DAYS,
      recentBias: 1.15,
    });
    if (written.applications === 0) throw new Error('seed: no applications were generated');
    sum.applications += written.applications;
    sum.events += written.events;
    info(
      `seed: ${sum.applications} of ${total} applications, ${sum.events} history rows… (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  for (const table of ['applications', 'application_events', 'application_day_counts']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  await db.transaction((tx) =>
    audit.record(tx, {
      actorId: null,
      action: 'application.bulk-seed',
      entity: 'application',
      entityId: null,
      changes: { ...sum, source: 'seed' },
    }),
  );
  info(`seed: ${sum.applications} generated applications with ${sum.events} history rows`);
  return sum;
}

export const applicationsBulkSeed: BulkSeed = {
  flag: 'applications',
  counts: 'applications over three years, with their history',
  run: async (db, count, { info, kind }) => {
    await seedManyApplications(db, count, info, {
      perChunk: APPLICATIONS_PER_CHUNK[kind === 'postgres' ? 'postgres' : 'embedded'],
    });
  },
};
