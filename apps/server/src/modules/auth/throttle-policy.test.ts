import { describe, expect, it } from 'vitest';
import { decideAttempt, type ThrottlePolicy, type ThrottleState, uncountAttempt } from './throttle-policy';

const MINUTE = 60_000;
const account: ThrottlePolicy = { kind: 'growing', freeFailures: 5, windowMs: 15 * MINUTE };
const address: ThrottlePolicy = { kind: 'window', freeFailures: 3, windowMs: 15 * MINUTE };
const NEVER: ThrottleState = { failures: 0, lockedUntil: null, forgetAt: new Date(0) };

/** Runs attempts at the given times, returning each answer (the delay in ms, or 'ok'). */
function run(policy: ThrottlePolicy, times: number[], start = NEVER) {
  let state = start;
  return {
    answers: times.map((now) => {
      const decision = decideAttempt(state, policy, now);
      if (!decision.allowed) return decision.retryAfterMs;
      state = decision.next;
      return 'ok';
    }),
    state: () => state,
  };
}

describe('decideAttempt', () => {
  it('gives an account 5 free failures, then locks it 1 s, 2 s, 4 s … after each further one', () => {
    const t0 = 1_000_000;
    const { answers } = run(account, [t0, t0, t0, t0, t0, t0, t0 + 1000, t0 + 1000, t0 + 3000, t0 + 3000]);
    expect(answers).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 1000, 'ok', 2000, 'ok', 4000]);
  });

  it('caps the lock at the window and forgets the count a window after the lock ends', () => {
    let now = 0;
    let state = NEVER;
    const locks: number[] = [];
    for (let i = 0; i < 20; i++) {
      const decision = decideAttempt(state, account, now);
      if (!decision.allowed) throw new Error('attempted while locked');
      state = decision.next;
      const until = state.lockedUntil?.getTime() ?? now;
      locks.push(until - now);
      now = until;
    }
    expect(locks.slice(4, 16)).toEqual(
      [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900].map((s) => s * 1000),
    );
    expect(decideAttempt(state, account, now - 1)).toEqual({ allowed: false, retryAfterMs: 1 });

    const later = decideAttempt(state, account, now + 15 * MINUTE);
    expect(later.allowed && later.next).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('lets an address fail 3 times per window, then locks it until the window ends', () => {
    const { answers, state } = run(address, [0, 1000, 2000, 3000, 15 * MINUTE - 1, 15 * MINUTE]);
    expect(answers).toEqual(['ok', 'ok', 'ok', 15 * MINUTE - 3000, 1, 'ok']);
    expect(state().failures).toBe(1);
  });

  it('takes back a counted attempt, lifting the lock it caused', () => {
    const { state } = run(address, [0, 0, 0]);
    expect(state().lockedUntil).not.toBeNull();
    const back = uncountAttempt(state(), address);
    expect(back).toMatchObject({ failures: 2, lockedUntil: null });
  });
});
