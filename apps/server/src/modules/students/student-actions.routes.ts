import {
  ADMIN_ROLES,
  customSubscriptionBodySchema,
  idParamsSchema,
  okResponseSchema,
  purchasedCoursesResponseSchema,
  studentAccessCourseBodySchema,
  studentCourseParamsSchema,
  studentCourseRemoveResponseSchema,
  studentPasswordBodySchema,
  studentSchema,
  studentStatusBodySchema,
  studentViewBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { setStudentPassword, setStudentStatus, setStudentViewed } from './student-account.service';
import {
  cancelCustomSubscription,
  grantCourseAccess,
  listPurchasedCourses,
  removeCourseAccess,
  setCustomSubscription,
} from './student-courses.service';

const tags = ['students'];
const config = { roles: ADMIN_ROLES };
const params = idParamsSchema;

export const studentActionsRoutes: ModulePlugin = async (app, { db, mailer }) => {
  app.patch(
    '/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Block (0) or unblock (1); blocking ends the student’s sessions',
        params,
        body: studentStatusBodySchema,
        response: { 200: studentSchema },
      },
    },
    (request) => setStudentStatus(db, currentStaff(request).id, request.params.id, request.body.status),
  );

  app.patch(
    '/:id/view',
    {
      config,
      schema: {
        tags,
        summary: 'Set the “viewed” flag',
        params,
        body: studentViewBodySchema,
        response: { 200: studentSchema },
      },
    },
    (request) => setStudentViewed(db, currentStaff(request).id, request.params.id, request.body.isViewed),
  );

  app.patch(
    '/:id/password',
    {
      config,
      schema: {
        tags,
        summary: 'Set the given or a generated password, end the sessions, mail it to the student',
        params,
        body: studentPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await setStudentPassword(
        { db, mailer },
        currentStaff(request).id,
        request.params.id,
        request.body.password,
      );
      return { ok: true as const };
    },
  );

  app.get(
    '/:id/list-of-purchased-courses',
    {
      config,
      schema: {
        tags,
        summary: 'Courses the student has access to now',
        params,
        response: { 200: purchasedCoursesResponseSchema },
      },
    },
    (request) => listPurchasedCourses(db, request.params.id),
  );

  app.post(
    '/:id/access-course',
    {
      config,
      schema: {
        tags,
        summary: 'Grant access to a course (409 if the student already has it)',
        params,
        body: studentAccessCourseBodySchema,
        response: { 201: purchasedCoursesResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await grantCourseAccess(db, currentStaff(request).id, request.params.id, request.body.courseId),
        ),
  );

  app.delete(
    '/:id/access-course/:courseId',
    {
      config,
      schema: {
        tags,
        summary: 'Remove the student from a course, with the «Отменить» that gives the same access back',
        params: studentCourseParamsSchema,
        response: { 200: studentCourseRemoveResponseSchema },
      },
    },
    (request) => removeCourseAccess(db, currentStaff(request).id, request.params.id, request.params.courseId),
  );

  app.post(
    '/:id/custom-subscription',
    {
      config,
      schema: {
        tags,
        summary: 'Give a custom subscription through the end of a day (moves a running custom one)',
        params,
        body: customSubscriptionBodySchema,
        response: { 200: studentSchema },
      },
    },
    (request) => setCustomSubscription(db, currentStaff(request).id, request.params.id, request.body.until),
  );

  app.delete(
    '/:id/custom-subscription',
    {
      config,
      schema: {
        tags,
        summary: 'End the running custom subscription now',
        params,
        response: { 200: studentSchema },
      },
    },
    (request) => cancelCustomSubscription(db, currentStaff(request).id, request.params.id),
  );
};
