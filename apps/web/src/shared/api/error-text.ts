import { formatCount, texts, toRussianError } from '@school/contracts';
import { isApiError } from './api-error';

/** «Повторите через 4 секунды» under a minute, whole minutes (rounded up) from then on. */
function tooManyAttempts(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds) return texts.auth.tooManyAttempts;
  const wait =
    retryAfterSeconds < 60
      ? formatCount(Math.ceil(retryAfterSeconds), texts.auth.waitSeconds)
      : formatCount(Math.ceil(retryAfterSeconds / 60), texts.auth.waitMinutes);
  return texts.auth.tooManyAttemptsWait(wait);
}

/** The Russian text a user reads for any error (spec §8): server messages through the contracts' map. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return texts.common.somethingWrong;
  if (error.status === 0) return texts.common.networkError;
  if (error.status === 429) return tooManyAttempts(error.retryAfterSeconds);
  if (error.status === 403) return texts.common.accessDenied;
  return toRussianError(error.message);
}
