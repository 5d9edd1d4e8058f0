import { EXPORT_FILE_KEEP_HOURS } from '@school/contracts';
import type { Db } from '../../db/types';
import type { JobQueue } from '../../jobs';
import type { FileStore } from '../files';
import { filesFinishedBefore, markExpired } from './tasks.repository';

export const EXPIRE_FILES_JOB = 'tasks.expire-files';
const BATCH = 200;

/**
 * Export files are kept EXPORT_FILE_KEEP_HOURS for download, then removed from the store (an hourly
 * singleton job, whichever instance's clock ticks first); their tasks become `expired`.
 */
export function scheduleFileExpiry(jobs: JobQueue, db: Db, fileStore: FileStore, now: () => number): void {
  jobs.define(
    EXPIRE_FILES_JOB,
    async () => {
      await expireTaskFiles(db, fileStore, new Date(now() - EXPORT_FILE_KEEP_HOURS * 3_600_000));
    },
    { policy: 'singleton' },
  );
  jobs.schedule(EXPIRE_FILES_JOB, '17 * * * *');
}

/** Removes the files of exports finished before `before`; returns how many. A missing object is no error. */
export async function expireTaskFiles(db: Db, fileStore: FileStore, before: Date): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await filesFinishedBefore(db, before, BATCH);
    if (rows.length === 0) return expired;
    for (const row of rows) if (row.fileKey) await fileStore.remove(row.fileKey);
    await markExpired(
      db,
      rows.map((row) => row.id),
    );
    expired += rows.length;
  }
}
