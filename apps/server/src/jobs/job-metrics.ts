import { Gauge } from 'prom-client';
import { metricsRegistry } from '../metrics';
import { jobQueueDepths } from './job-queue';

/** `school_jobs_queued{queue}`: jobs waiting (created or waiting for a retry), read at each scrape. */
export const jobsQueuedGauge = new Gauge({
  name: 'school_jobs_queued',
  help: 'Background jobs waiting to run (created or waiting for a retry), by queue',
  labelNames: ['queue'],
  registers: [metricsRegistry],
  async collect() {
    // A scrape while the database is away shows the last values rather than failing /metrics.
    const depths = await jobQueueDepths().catch(() => undefined);
    if (!depths) return;
    this.reset();
    for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
  },
});
