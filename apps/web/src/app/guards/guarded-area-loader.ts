import { START_PAGE_PATHS } from '@school/contracts';
import { redirect } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { queryClient } from '@/shared/api/query-client';
import { redirectIndex } from '@/shared/lib/redirect-index';
import { currentUserQuery } from '@/shared/session/current-user';
import { getToken } from '@/shared/session/session';

/**
 * Entry of the guarded area (spec §2): no token → /login; otherwise the current user is loaded before any
 * page shows. A 401 has already cleared the storage in the API client; any other failure is thrown to the
 * area's error screen (with a toast from the query client).
 */
export async function guardedAreaLoader() {
  if (!getToken()) throw redirect('/login');
  try {
    await queryClient.ensureQueryData(currentUserQuery());
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect('/login');
    throw error;
  }
  return null;
}

/**
 * `/`: where signing in lands — the spec's `/profile/courses`, or «Главная» when the account chose it in
 * «Настройки» (kept on the server). It waits for the same current-user request as the area's loader (one
 * request: React Router runs both loaders at once and the query client shares it); a failure is the area's.
 */
export const startPageIndex = redirectIndex(async () => {
  const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => undefined);
  return START_PAGE_PATHS[user?.startPage ?? 'courses'];
});
