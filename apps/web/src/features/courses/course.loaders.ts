import type { Course, Lesson } from '@school/contracts';
import { idParamsSchema } from '@school/contracts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/shared/api/query-client';
import { courseQuery } from './courses.api';
import { lessonQuery } from './lessons.api';

function idFrom(value: string | undefined): number {
  const parsed = idParamsSchema.safeParse({ id: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

/**
 * courses/{id}: the course from the query cache or the API (200/201 only). It runs again only when the
 * course id changes, never for a new lessonId below it.
 */
export function courseLoader({ params }: LoaderFunctionArgs): Promise<Course> {
  return queryClient.ensureQueryData(courseQuery(idFrom(params.id)));
}

/** courses/{id}/{lessonId}: the lesson alone; the course above keeps its own data. */
export function lessonLoader({ params }: LoaderFunctionArgs): Promise<Lesson> {
  return queryClient.ensureQueryData(lessonQuery(idFrom(params.lessonId)));
}

/** Breadcrumbs of spec §2: the course's and the lesson's names. */
export const namedBreadcrumb = (loaded: unknown): string =>
  typeof loaded === 'object' && loaded !== null && 'name' in loaded ? String(loaded.name) : '';
