/** Background jobs on PostgreSQL (pg-boss), on PGlite and PostgreSQL alike: docs/decisions/008-background-jobs.md. */

export { jobsQueuedGauge } from './job-metrics';
export {
  createJobQueue,
  type JobAttempt,
  type JobHandler,
  type JobQueue,
  jobQueueDepth,
  jobQueueDepths,
  type QueueOptions,
} from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job queue (buildApp defines it, server.ts starts it); its onClose hook stops it. */
    jobs: import('./job-queue').JobQueue;
  }
}
