import type { AppConfig } from '../../config';
import type { Db } from '../../db/types';
import { tooManyRequests } from '../../http-errors';
import {
  clearAttempts,
  countAttempt,
  findAttempts,
  forgetOldAttempts,
  updateAttempts,
} from './auth-throttle.repository';
import { decideAttempt, type ThrottlePolicy, uncountAttempt } from './throttle-policy';

/** One counter an attempt goes through, and what a successful attempt does to it. */
export interface ThrottledKey {
  key: string;
  policy: ThrottlePolicy;
  /** `clear`: a success forgets the key's failures; `uncount`: it takes back its own count; `keep`: it counts. */
  onSuccess: 'clear' | 'uncount' | 'keep';
}

export interface AuthThrottle {
  /**
   * Counts the attempt on every key (429 with Retry-After if one is locked), then runs it. A throw — a wrong
   * password, an unknown e-mail — leaves the counts; a success settles each key by its `onSuccess`, and
   * forgets the `clearOnSuccess` keys too.
   */
  attempt<T>(keys: ThrottledKey[], run: () => Promise<T>, clearOnSuccess?: string[]): Promise<T>;
  keys: ReturnType<typeof throttleKeys>;
}

/** Every this many attempts per process, counters past their `forget_at` are deleted. */
const CLEANUP_EVERY = 200;

export function createAuthThrottle(
  db: Db,
  limits: AppConfig['authRateLimit'],
  now: () => number,
): AuthThrottle {
  let attemptsSinceCleanup = 0;

  const uncount = (key: ThrottledKey) =>
    updateAttempts(db, key.key, (state) => uncountAttempt(state, key.policy));

  return {
    keys: throttleKeys(limits),
    async attempt(keys, run, clearOnSuccess = []) {
      if (++attemptsSinceCleanup >= CLEANUP_EVERY) {
        attemptsSinceCleanup = 0;
        await forgetOldAttempts(db, new Date(now()));
      }
      // While a key is locked, one plain read answers the 429: a guessing run costs no transaction.
      for (const key of keys) {
        const state = await findAttempts(db, key.key);
        const decision = state && decideAttempt(state, key.policy, now());
        if (decision && !decision.allowed) throw tooManyRequests(Math.ceil(decision.retryAfterMs / 1000));
      }
      const counted: ThrottledKey[] = [];
      for (const key of keys) {
        const decision = await countAttempt(db, key.key, (state) => decideAttempt(state, key.policy, now()));
        if (!decision.allowed) {
          // Refused before any password was checked: not a failure on the keys that let it through.
          for (const done of counted) await uncount(done);
          throw tooManyRequests(Math.ceil(decision.retryAfterMs / 1000));
        }
        counted.push(key);
      }
      const result = await run();
      for (const key of keys) {
        if (key.onSuccess === 'clear') await clearAttempts(db, key.key);
        else if (key.onSuccess === 'uncount') await uncount(key);
      }
      for (const key of clearOnSuccess) await clearAttempts(db, key);
      return result;
    },
  };
}

/** The counters of each kind of attempt; e-mails arrive lower-cased from the contracts' schema. */
function throttleKeys(limits: AppConfig['authRateLimit']) {
  const account: ThrottlePolicy = {
    kind: 'growing',
    freeFailures: limits.accountFailures,
    windowMs: limits.windowMs,
  };
  const perAddress: ThrottlePolicy = {
    kind: 'window',
    freeFailures: limits.ipFailures,
    windowMs: limits.windowMs,
  };
  const address = (ip: string, onSuccess: ThrottledKey['onSuccess']): ThrottledKey => ({
    key: `auth:ip:${ip}`,
    policy: perAddress,
    onSuccess,
  });
  return {
    loginEmail: (email: string) => `login:email:${email}`,
    /** A stranger's sign-in: the address (its successes do not count) and the account. */
    signIn: (ip: string, email: string): ThrottledKey[] => [
      address(ip, 'uncount'),
      { key: `login:email:${email}`, policy: account, onSuccess: 'clear' },
    ],
    /** A sign-in from a device that signed in to this account before passes the account's lock. */
    signInFromDevice: (deviceId: string): ThrottledKey[] => [
      { key: `login:device:${deviceId}`, policy: account, onSuccess: 'clear' },
    ],
    /** Every reset request counts: each one sends a mail. */
    reset: (ip: string, email: string): ThrottledKey[] => [
      address(ip, 'keep'),
      { key: `reset:email:${email}`, policy: account, onSuccess: 'keep' },
    ],
    passwordChange: (staffId: number): ThrottledKey[] => [
      { key: `password:staff:${staffId}`, policy: account, onSuccess: 'clear' },
    ],
  };
}
