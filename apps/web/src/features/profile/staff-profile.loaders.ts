import { idParamsSchema, type StaffProfile } from '@school/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { fullName } from '@/shared/session/current-user';
import { staffProfileQuery } from './profile.api';

/**
 * admins/{id}: the profile from the cache or the API; a malformed id is a 404. `/admins/{id}` itself only
 * redirects to its first tab, whose navigation loads the profile: asking there too requested a missing
 * profile twice and told of its failure twice.
 */
export function staffProfileLoader({ params, request }: LoaderFunctionArgs): Promise<StaffProfile> | null {
  const parsed = idParamsSchema.safeParse({ id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  if (new URL(request.url).pathname.replace(/\/$/, '') === `/admins/${params.id}`) return null;
  return queryClient.ensureQueryData(staffProfileQuery(parsed.data.id));
}

/** Spec §2: the staff profile's breadcrumb is «Фамилия Имя». */
export const staffBreadcrumb = (loaded: unknown): string =>
  typeof loaded === 'object' && loaded !== null && 'lastName' in loaded && 'firstName' in loaded
    ? fullName({ lastName: String(loaded.lastName), firstName: String(loaded.firstName) })
    : '';
