import {
  allowedCourseTransitions,
  type Course,
  type CourseListItem,
  type CourseStatus,
  canEditCourseContent,
} from '@school/contracts';

/** A course list row for tests; override what the test is about. */
export function courseListItem(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id: 1,
    name: 'Основы JavaScript',
    status: 0,
    level: 'beginner',
    direction: { id: 1, name: 'Программирование' },
    coverFileId: null,
    cover: null,
    cost: 17_900,
    costBeforeDiscount: 19_900,
    personalDiscount: 2000,
    moduleCount: 1,
    lessonCount: 1,
    isVisible: true,
    isOnMain: false,
    isTop: false,
    authors: [],
    publishedAt: null,
    createdAt: '2026-11-21T11:05:00.000Z',
    updatedAt: '2026-11-21T11:05:00.000Z',
    ...overrides,
  };
}

/** A course page answer as the server builds it for an admin or an author in `status`. */
export function courseFor(status: CourseStatus, isAdmin: boolean, overrides: Partial<Course> = {}): Course {
  return {
    ...courseListItem({ status }),
    description: '',
    directionId: 1,
    modules: [],
    history: [],
    allowedTransitions: allowedCourseTransitions(status, isAdmin),
    canEdit: canEditCourseContent(status, isAdmin),
    ...overrides,
  };
}
