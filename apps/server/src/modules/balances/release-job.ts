import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import { releaseDueAccruals } from './accrual-release.service';

export const RELEASE_JOB = 'balances.release';

/**
 * Commissions whose hold is over become withdrawable: a job every minute (cron, UTC). pg-boss sends one job
 * per minute whichever instance's clock sees the tick first, and the `singleton` queue runs at most one at a
 * time, so N instances release once. A failed run is simply redone by the next minute's job.
 */
export function scheduleReleases(jobs: JobQueue, db: Db, log: Pick<FastifyBaseLogger, 'info'>): void {
  jobs.define(
    RELEASE_JOB,
    async () => {
      const count = await releaseDueAccruals(db);
      if (count > 0) log.info({ count }, 'accruals released');
    },
    { policy: 'singleton' },
  );
  jobs.schedule(RELEASE_JOB, '* * * * *');
}
