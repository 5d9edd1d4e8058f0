/**
 * How failed sign-in, reset and password-change attempts are slowed down: pure rules over one counter,
 * stored by `auth-throttle.repository.ts`. An attempt is counted *before* its password is checked (so a
 * parallel run cannot slip past the count) and uncounted or cleared once it turns out a success.
 */
export interface ThrottlePolicy {
  /**
   * `growing` (an account): after `freeFailures` failures each further one locks the key for 1 s, 2 s,
   * 4 s … up to `windowMs`; the count is forgotten `windowMs` after the last failure or lock.
   * `window` (an address): `freeFailures` failures per window of `windowMs`, then locked to its end.
   */
  kind: 'growing' | 'window';
  freeFailures: number;
  windowMs: number;
}

export interface ThrottleState {
  failures: number;
  lockedUntil: Date | null;
  /** From then on the state is as good as absent. */
  forgetAt: Date;
}

export type ThrottleDecision =
  | { allowed: true; next: ThrottleState }
  | { allowed: false; retryAfterMs: number };

export const FIRST_LOCK_MS = 1000;

/** Counts one more attempt, or refuses it while the key is locked. */
export function decideAttempt(state: ThrottleState, policy: ThrottlePolicy, now: number): ThrottleDecision {
  if (state.lockedUntil && state.lockedUntil.getTime() > now) {
    return { allowed: false, retryAfterMs: state.lockedUntil.getTime() - now };
  }
  const fresh = state.forgetAt.getTime() <= now;
  const failures = fresh ? 1 : state.failures + 1;
  const overLimit = failures >= policy.freeFailures;

  if (policy.kind === 'window') {
    const forgetAt = fresh ? new Date(now + policy.windowMs) : state.forgetAt;
    return { allowed: true, next: { failures, lockedUntil: overLimit ? forgetAt : null, forgetAt } };
  }
  const lockMs = overLimit
    ? Math.min(FIRST_LOCK_MS * 2 ** (failures - policy.freeFailures), policy.windowMs)
    : 0;
  const lockedUntil = overLimit ? new Date(now + lockMs) : null;
  return {
    allowed: true,
    next: { failures, lockedUntil, forgetAt: new Date(now + lockMs + policy.windowMs) },
  };
}

/** Takes back one counted attempt (a success, or a refusal by another key), lifting a lock it caused. */
export function uncountAttempt(state: ThrottleState, policy: ThrottlePolicy): ThrottleState {
  const failures = Math.max(0, state.failures - 1);
  return { ...state, failures, lockedUntil: failures >= policy.freeFailures ? state.lockedUntil : null };
}
