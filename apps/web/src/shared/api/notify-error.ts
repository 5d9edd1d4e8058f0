import { showError } from '../toast/toast-store';
import { isApiError } from './api-error';
import { errorRequestId, errorText } from './error-text';

// One error may reach several handlers (query cache, route error element): toast it once.
const notified = new WeakSet<object>();

/** The error is already shown where the user looks (under its fields): no toast repeats it. */
export function markErrorShown(error: unknown): void {
  if (typeof error === 'object' && error !== null) notified.add(error);
}

/**
 * The one place that turns an error into a Russian toast (house style: pages do not catch and toast).
 * A 401 is not toasted: the client has already sent the user to /login.
 */
export function notifyError(error: unknown): void {
  if (isApiError(error) && error.status === 401) return;
  if (typeof error === 'object' && error !== null) {
    if (notified.has(error)) return;
    notified.add(error);
  }
  showError(errorText(error), errorRequestId(error));
}
