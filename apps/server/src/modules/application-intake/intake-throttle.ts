import { PUBLIC_APPLICATION_RATE_LIMIT, PUBLIC_APPLICATION_RATE_LIMITED } from '@school/contracts';
import type { Db } from '../../db/types';
import { AppError } from '../../http-errors';
import { countAttempt, decideAttempt, findAttempts, forgetOldAttempts, type ThrottlePolicy } from '../auth';

/**
 * Submissions per client address: a fixed window in `auth_throttle` (key `intake:ip:<address>`), the same
 * counter as the sign-in's per-address limit, so every API instance counts together. Every submission that
 * reaches the intake counts, stored or not.
 */
const policyOf = (max: number): ThrottlePolicy => ({
  kind: 'window',
  freeFailures: max,
  windowMs: PUBLIC_APPLICATION_RATE_LIMIT.windowMinutes * 60_000,
});

const tooMany = (retryAfterMs: number) =>
  new AppError(429, PUBLIC_APPLICATION_RATE_LIMITED, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

/** Every this many submissions per process, counters past their window are deleted (as the sign-in does). */
const CLEANUP_EVERY = 200;
let submissionsSinceCleanup = 0;

/**
 * Counts one submission from `address`, or throws 429 with Retry-After once the window's `max` (config
 * INTAKE_RATE_LIMIT, PUBLIC_APPLICATION_RATE_LIMIT.max by default) is used up.
 */
export async function countSubmission(db: Db, address: string, now: number, max: number): Promise<void> {
  const policy = policyOf(max);
  if (++submissionsSinceCleanup >= CLEANUP_EVERY) {
    submissionsSinceCleanup = 0;
    await forgetOldAttempts(db, new Date(now));
  }
  const key = `intake:ip:${address}`;
  // While the address is locked, one plain read answers: a flood costs no transaction.
  const state = await findAttempts(db, key);
  const early = state && decideAttempt(state, policy, now);
  if (early && !early.allowed) throw tooMany(early.retryAfterMs);
  const decision = await countAttempt(db, key, (current) => decideAttempt(current, policy, now));
  if (!decision.allowed) throw tooMany(decision.retryAfterMs);
}
