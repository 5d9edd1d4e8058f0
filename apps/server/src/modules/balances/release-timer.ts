import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { releaseDueAccruals } from './accruals.service';

export const RELEASE_INTERVAL_MS = 60_000;

/**
 * Releases the accruals whose hold is over, every `intervalMs` (the server starts it; tests do not). The timer
 * is `unref`ed; the returned stop waits for a run in progress, so the database closes after it.
 */
export function startReleaseTimer(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  intervalMs = RELEASE_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = releaseDueAccruals(db)
      .then((count) => {
        if (count > 0) log.info({ count }, 'accruals released');
      })
      .catch((error: unknown) => log.error({ err: error }, 'releasing accruals failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
