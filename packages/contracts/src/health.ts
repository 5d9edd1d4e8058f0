import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** `GET /api/health/live`: the process runs and answers (no database call). */
export const healthLiveResponseSchema = z.object({ status: z.literal('ok') });

/**
 * `GET /api/health/ready`: 200 only when every check passes, 503 otherwise. A balancer sends traffic only to
 * ready instances; `checks` says which one failed.
 */
export const healthReadyResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.object({
    database: z.enum(['ok', 'unavailable']),
    /** `unknown` while the database does not answer. */
    migrations: z.enum(['ok', 'pending', 'unknown']),
    /** `draining` from SIGTERM on: requests already sent are answered, new ones belong elsewhere. */
    instance: z.enum(['ok', 'draining']),
  }),
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;
