/**
 * The auth domain's public face: its attempt counters in `auth_throttle`, shared by every API instance, for
 * other public doors to count their callers with the same rules (the public application intake).
 */
export { countAttempt, findAttempts, forgetOldAttempts } from './auth-throttle.repository';
export { decideAttempt, type ThrottlePolicy } from './throttle-policy';
