import { z } from 'zod';
import type { TagSeverity } from './common/severity';

/** Course status as the number the API stores and sends (spec §4). */
export const COURSE_STATUS = {
  draft: 0,
  forVerification: 1,
  returnRevision: 2,
  publish: 3,
  blocked: 4,
} as const;
export type CourseStatusName = keyof typeof COURSE_STATUS;
export type CourseStatus = (typeof COURSE_STATUS)[CourseStatusName];

export const COURSE_STATUSES = [0, 1, 2, 3, 4] as const satisfies readonly CourseStatus[];
/** Accepts the numbers 0..4 only; a query string needs `z.coerce.number().pipe(courseStatusSchema)`. */
export const courseStatusSchema = z.enum(COURSE_STATUS);

export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = {
  0: 'Черновик',
  1: 'В ожидании',
  2: 'Нужны правки',
  3: 'Опубликовано',
  4: 'Заблокирован',
};

export const COURSE_STATUS_SEVERITY: Record<CourseStatus, TagSeverity> = {
  0: 'info',
  1: 'warning',
  2: 'danger',
  3: 'success',
  4: 'danger',
};

/** A course author may only send a course for verification ("В ожидании", spec §4). */
export const AUTHOR_SELECTABLE_COURSE_STATUSES: readonly CourseStatus[] = [COURSE_STATUS.forVerification];
