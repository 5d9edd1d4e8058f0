import type { ListConfig } from '@/shared/lists/list-url';
import { COURSE_FILTERS, type CourseFilter } from '../courses.api';

/** Both course lists: filters in the URL, newest first unless the URL says otherwise. */
export const COURSES_LIST: ListConfig<CourseFilter> = {
  filters: COURSE_FILTERS,
  defaultSort: 'createdAt:desc',
};
