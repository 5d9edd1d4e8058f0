import { texts } from '@school/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/shared/lib/lazy-page';
import type { RouteHandle } from '@/shared/lib/route-handle';
import { studentBreadcrumb, studentLoader } from './student.loaders';

/** /users and the student card /users/{id} (admin-only group, spec §2). */
export const studentsRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { breadcrumb: texts.menu.users } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/students-page'), 'StudentsPage') },
      {
        path: ':id',
        loader: studentLoader,
        lazy: lazyPage(() => import('./pages/student-page'), 'StudentPage'),
        handle: { breadcrumb: studentBreadcrumb } satisfies RouteHandle,
        children: [
          { index: true, lazy: lazyPage(() => import('./pages/student-card-tab'), 'StudentCardTab') },
          {
            path: 'history',
            lazy: lazyPage(() => import('./pages/student-history-page'), 'StudentHistoryPage'),
            handle: { breadcrumb: texts.students.historyTab } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

/** The «Пользователи» tab of a staff profile and of one's own (the app passes it to the profile). */
export const staffStudentsTabRoute: RouteObject = {
  path: 'users',
  lazy: lazyPage(() => import('./pages/staff-students-page'), 'StaffStudentsPage'),
};
