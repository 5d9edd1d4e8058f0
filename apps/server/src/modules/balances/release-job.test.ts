import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrualHolds } from '../../db/schema/balances.table';
import { createJobQueue } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { RELEASE_JOB, scheduleReleases } from './release-job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the balances.release job', () => {
  it('is scheduled every minute and releases every hold that is due', async () => {
    const jobs = createJobQueue(t.database, { info: () => {}, warn: () => {}, error: () => {} });
    const released: number[] = [];
    scheduleReleases(jobs, t.database.db, {
      info: (obj: { count: number }) => released.push(obj.count),
    } as never);
    await jobs.start('manual');
    try {
      // Only this queue's schedule: other queues (tasks.expire-files, statistics.repair) may keep theirs here.
      const rows = (await t.database.db.execute(
        sql`select name, cron from pgboss.schedule where name = ${RELEASE_JOB}`,
      )) as unknown as {
        rows: { name: string; cron: string }[];
      };
      expect(rows.rows).toEqual([{ name: RELEASE_JOB, cron: '* * * * *' }]);

      // The demo's holds end in the future: make them all due.
      await t.database.db.update(accrualHolds).set({ availableAt: sql`now() - interval '1 minute'` });
      const due = await t.database.db.$count(accrualHolds);
      expect(due).toBeGreaterThan(0);

      await jobs.send(RELEASE_JOB, {});
      expect(await jobs.runJobsNow()).toBe(1);
      expect(released).toEqual([due]);
      expect(await t.database.db.$count(accrualHolds)).toBe(0);
    } finally {
      await jobs.stop();
    }
  });
});
