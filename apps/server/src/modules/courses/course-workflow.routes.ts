import {
  ADMIN_ROLES,
  courseCostBodySchema,
  courseIndexBodySchema,
  courseMainBodySchema,
  courseReorderResponseSchema,
  courseSchema,
  courseStatusBodySchema,
  courseTopBodySchema,
  courseViewBodySchema,
  idParamsSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { reorderCourse } from './course-index.service';
import { setCourseCost, setCourseOnMain, setCourseTop, setCourseVisibility } from './course-settings.service';
import { changeCourseStatus } from './course-status.service';

const tags = ['courses'];
const admins = { roles: ADMIN_ROLES };
const answer = { 200: courseSchema };

/** Status, settings and ordering of one course (also mounted under /courses). */
export const courseWorkflowRoutes: ModulePlugin = async (app, { db }) => {
  app.patch(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Move the course along the publication workflow (see allowedTransitions)',
        params: idParamsSchema,
        body: courseStatusBodySchema,
        response: answer,
      },
    },
    (request) => changeCourseStatus(db, currentStaff(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/cost',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Set the price: cost = costBeforeDiscount − personalDiscount',
        params: idParamsSchema,
        body: courseCostBodySchema,
        response: answer,
      },
    },
    (request) => setCourseCost(db, currentStaff(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/view',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Show or hide on the site',
        params: idParamsSchema,
        body: courseViewBodySchema,
        response: answer,
      },
    },
    (request) => setCourseVisibility(db, currentStaff(request), request.params.id, request.body.isVisible),
  );

  app.patch(
    '/:id/main',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Put on or remove from the main page',
        params: idParamsSchema,
        body: courseMainBodySchema,
        response: answer,
      },
    },
    (request) => setCourseOnMain(db, currentStaff(request), request.params.id, request.body.isOnMain),
  );

  app.patch(
    '/:id/top',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Put in or remove from the TOP',
        params: idParamsSchema,
        body: courseTopBodySchema,
        response: answer,
      },
    },
    (request) => setCourseTop(db, currentStaff(request), request.params.id, request.body.isTop),
  );

  app.patch(
    '/:id/index',
    {
      schema: {
        tags,
        summary: 'Reorder modules and their lessons in one call (a permutation of the current ones)',
        params: idParamsSchema,
        body: courseIndexBodySchema,
        response: { 200: courseReorderResponseSchema },
      },
    },
    (request) => reorderCourse(db, currentStaff(request), request.params.id, request.body),
  );
};
