import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openEmptyTestDatabase } from '../test/test-app';
import { createJobQueue, type JobAttempt, jobQueueDepth } from './job-queue';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
let database: Database;

beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

describe('the job queue (pg-boss over the app database)', () => {
  it('creates its schema, runs due jobs, retries a failing one and gives up after its attempts', async () => {
    const queue = createJobQueue(database, silent);
    const seen: { id: number; attempt: JobAttempt }[] = [];
    queue.define<{ id: number }>(
      'test.flaky',
      async (data, attempt) => {
        seen.push({ id: data.id, attempt });
        if (data.id === 2 || attempt.number < 2) throw new Error(`boom ${attempt.number}`);
      },
      { attempts: 3 },
    );
    await queue.start('manual');
    try {
      await queue.send('test.flaky', { id: 1 });
      await queue.send('test.flaky', { id: 2 });
      expect(await jobQueueDepth()).toBe(2);

      expect(await queue.runJobsNow()).toBe(5); // 1: fails, then succeeds; 2: fails three times
      expect(seen.filter((s) => s.id === 1).map((s) => s.attempt)).toEqual([
        { number: 1, last: false },
        { number: 2, last: false },
      ]);
      expect(seen.filter((s) => s.id === 2).map((s) => s.attempt.number)).toEqual([1, 2, 3]);
      expect(seen.at(-1)?.attempt.last).toBe(true);
      expect(await queue.depths()).toEqual({ 'test.flaky': 0 });
    } finally {
      await queue.stop();
    }
    expect(await jobQueueDepth()).toBe(0);
  });

  it('drops a second job with the same singleton key while the first waits (stately queue)', async () => {
    const queue = createJobQueue(database, silent);
    queue.define('test.once', async () => {}, { policy: 'stately' });
    await queue.start('manual');
    try {
      expect(await queue.send('test.once', {}, { singletonKey: 'k' })).toEqual(expect.any(String));
      expect(await queue.send('test.once', {}, { singletonKey: 'k' })).toBeNull();
      expect(await queue.runJobsNow()).toBe(1);
    } finally {
      await queue.stop();
    }
  });

  it('in workers mode polls by itself, and stop waits for the job in flight', async () => {
    const queue = createJobQueue(database, silent);
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    queue.define('test.slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 700));
      finished = true;
    });
    await queue.start('workers');
    await queue.send('test.slow', {});
    await running;
    await queue.stop(5_000);
    expect(finished).toBe(true);
  });
});

describe('school_jobs_queued', () => {
  it('reports the waiting jobs per queue on /metrics', async () => {
    const { metricsRegistry } = await import('../metrics');
    await import('./job-metrics');
    const queue = createJobQueue(database, silent);
    queue.define('test.metric', async () => {});
    await queue.start('manual');
    try {
      await queue.send('test.metric', {});
      expect(await metricsRegistry.metrics()).toMatch(/school_jobs_queued\{queue="test\.metric"\} 1/);
    } finally {
      await queue.stop();
    }
  });
});
