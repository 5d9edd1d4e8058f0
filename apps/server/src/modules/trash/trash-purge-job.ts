import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import { purgeExpiredTrash } from './trash.service';

export const TRASH_PURGE_JOB = 'trash.purge';

/**
 * Records 30 days in the trash are purged by a job every hour (cron, UTC): one job per tick whichever instance
 * sees it first, at most one running (`singleton`); a failed run is redone by the next hour's.
 */
export function scheduleTrashPurge(jobs: JobQueue, db: Db, log: Pick<FastifyBaseLogger, 'info'>): void {
  jobs.define(
    TRASH_PURGE_JOB,
    async () => {
      const count = await purgeExpiredTrash(db, Date.now());
      if (count > 0) log.info({ count }, 'trash purged');
    },
    { policy: 'singleton' },
  );
  jobs.schedule(TRASH_PURGE_JOB, '41 * * * *');
}
