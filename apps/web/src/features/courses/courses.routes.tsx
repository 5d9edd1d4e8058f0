import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { CourseErrorScreen } from '@/shared/ui/error-screens/course-error-screen';
import { RouteErrorBoundary } from '@/shared/ui/error-screens/route-error-boundary';
import { LessonRouteError } from './components/lesson-route-error';
import { courseLoader, lessonLoader, namedBreadcrumb } from './course.loaders';

/** /courses: every course (admin-only group). */
export const coursesListRoutes: RouteObject[] = [
  {
    path: 'courses',
    lazy: lazyPage(() => import('./pages/courses-page'), 'CoursesPage'),
    handle: { breadcrumb: texts.menu.courses } satisfies RouteHandle,
  },
];

/**
 * courses/{id} and courses/{id}/{lessonId}: open to any signed-in staff member (the server answers 403 for
 * someone else's course). The lesson is a child route, so the course's loader does not run again when
 * only the lessonId changes.
 */
export const coursePageRoutes: RouteObject[] = [
  {
    id: 'course',
    path: 'courses/:id',
    loader: courseLoader,
    handle: { breadcrumb: namedBreadcrumb } satisfies RouteHandle,
    errorElement: <RouteErrorBoundary screen={<CourseErrorScreen />} />,
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/course-page'), 'CoursePage') },
      {
        path: ':lessonId',
        loader: lessonLoader,
        lazy: lazyPage(() => import('./pages/lesson-page'), 'LessonPage'),
        handle: { breadcrumb: namedBreadcrumb } satisfies RouteHandle,
        errorElement: <RouteErrorBoundary screen={<LessonRouteError />} />,
      },
    ],
  },
];

/** The profile's default tab (spec §2): the caller's own courses. */
export const myCoursesTabRoute: RouteObject = {
  path: 'courses',
  lazy: lazyPage(() => import('./pages/my-courses-page'), 'MyCoursesPage'),
};

/** The «Курсы» tab of a staff profile, /admins/{id}/courses (the app passes it to the profile). */
export const staffCoursesTabRoute: RouteObject = {
  path: 'courses',
  lazy: lazyPage(() => import('./pages/staff-courses-page'), 'StaffCoursesPage'),
};
