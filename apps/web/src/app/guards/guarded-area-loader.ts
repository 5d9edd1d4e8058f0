import { redirect } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { queryClient } from '@/shared/api/query-client';
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
