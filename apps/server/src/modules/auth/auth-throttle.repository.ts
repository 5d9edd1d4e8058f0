import { eq, lt } from 'drizzle-orm';
import { authThrottle } from '../../db/schema/auth-throttle.table';
import type { Db } from '../../db/types';
import type { ThrottleDecision, ThrottleState } from './throttle-policy';

const NEVER_COUNTED: ThrottleState = { failures: 0, lockedUntil: null, forgetAt: new Date(0) };

async function lockedState(tx: Db, key: string): Promise<ThrottleState> {
  // Insert-if-missing, then lock the row: concurrent attempts on one key (on any instance) queue here.
  await tx
    .insert(authThrottle)
    .values({ key, ...NEVER_COUNTED })
    .onConflictDoNothing();
  const [row] = await tx.select().from(authThrottle).where(eq(authThrottle.key, key)).for('update');
  return row ?? NEVER_COUNTED;
}

/** The state as committed, without locking: enough to refuse while a lock lasts. */
export async function findAttempts(db: Db, key: string): Promise<ThrottleState | undefined> {
  const [row] = await db
    .select({
      failures: authThrottle.failures,
      lockedUntil: authThrottle.lockedUntil,
      forgetAt: authThrottle.forgetAt,
    })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row;
}

/** Counts an attempt on `key` atomically, unless `decide` refuses it. */
export function countAttempt(
  db: Db,
  key: string,
  decide: (state: ThrottleState) => ThrottleDecision,
): Promise<ThrottleDecision> {
  return db.transaction(async (tx) => {
    const decision = decide(await lockedState(tx, key));
    if (decision.allowed) {
      await tx
        .update(authThrottle)
        .set({ ...decision.next, updatedAt: new Date() })
        .where(eq(authThrottle.key, key));
    }
    return decision;
  });
}

/** Rewrites the state of `key` (taking one attempt back). */
export function updateAttempts(
  db: Db,
  key: string,
  change: (state: ThrottleState) => ThrottleState,
): Promise<void> {
  return db.transaction(async (tx) => {
    const next = change(await lockedState(tx, key));
    await tx
      .update(authThrottle)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(authThrottle.key, key));
  });
}

export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Drops counters that no longer matter, so the table holds only recent trouble. */
export async function forgetOldAttempts(db: Db, now: Date): Promise<void> {
  // forget_at is never before locked_until (throttle-policy.ts).
  await db.delete(authThrottle).where(lt(authThrottle.forgetAt, now));
}
