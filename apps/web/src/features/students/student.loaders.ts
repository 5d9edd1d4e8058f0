import { idParamsSchema, type Student } from '@school/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { studentName } from './lib/student-text';
import { studentQuery } from './students.api';

/** users/{id}: the student from the cache or the API; a malformed id is a 404. */
export function studentLoader({ params }: LoaderFunctionArgs): Promise<Student> {
  const parsed = idParamsSchema.safeParse({ id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  return queryClient.ensureQueryData(studentQuery(parsed.data.id));
}

/** The card's breadcrumb: «Фамилия Имя». */
export const studentBreadcrumb = (loaded: unknown): string =>
  typeof loaded === 'object' && loaded !== null && 'lastName' in loaded && 'firstName' in loaded
    ? studentName({ lastName: String(loaded.lastName), firstName: String(loaded.firstName) })
    : '';
