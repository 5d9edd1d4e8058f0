import { texts, toRussianError } from '@school/contracts';
import { isApiError } from './api-error';

/** The Russian text a user reads for any error (spec §8): server messages through the contracts' map. */
export function errorText(error: unknown): string {
  if (!isApiError(error)) return texts.common.somethingWrong;
  if (error.status === 0) return texts.common.networkError;
  if (error.status === 429) return texts.auth.tooManyAttempts;
  if (error.status === 403) return texts.common.accessDenied;
  return toRussianError(error.message);
}
