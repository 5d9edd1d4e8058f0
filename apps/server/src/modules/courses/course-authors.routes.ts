import {
  ADMIN_ROLES,
  courseAssignBodySchema,
  courseAuthorsResponseSchema,
  idParamsSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { assignStaffToCourse } from './course-authors.service';

/** `POST /api/admins/{id}/assign-to-course`: lives with courses, mounted under /admins (modules/index.ts). */
export const courseAuthorsRoutes: ModulePlugin = async (app, { db }) => {
  app.post(
    '/:id/assign-to-course',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags: ['admins', 'courses'],
        summary: 'Assign a curator or speaker to a course ({assigned: false} removes them)',
        params: idParamsSchema,
        body: courseAssignBodySchema,
        response: { 200: courseAuthorsResponseSchema },
      },
    },
    (request) => assignStaffToCourse(db, currentStaff(request).id, request.params.id, request.body),
  );
};
