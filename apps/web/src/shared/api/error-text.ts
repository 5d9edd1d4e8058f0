import { formatCount, SERVER_MESSAGES, texts, toRussianError } from '@school/contracts';
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
  // §8's «Неверный email…» answers the sign-in and password forms (a 400); a profile that is not there is a 404.
  if (error.status === 404 && error.message === SERVER_MESSAGES.userNotFound)
    return texts.common.userNotFound;
  return toRussianError(error.message);
}

/**
 * The request id a toast shows under the text («Код запроса: …»), for a user to send to support: only for a
 * server error (5xx), the one case where the text says nothing useful and support needs the server's log.
 * Not for 4xx answers (a field's validation, a conflict, no access): those say what to do themselves.
 */
export function errorRequestId(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 500) return undefined;
  return error.requestId;
}
