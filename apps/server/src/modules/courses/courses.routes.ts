import {
  ADMIN_ROLES,
  courseCountByStatusSchema,
  courseCreateBodySchema,
  courseListItemSchema,
  courseSchema,
  coursesListQuerySchema,
  courseUpdateBodySchema,
  idParamsSchema,
  listResponseSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import {
  countMyCoursesByStatus,
  createCourse,
  getCourse,
  listAllCourses,
  listMyCourses,
  removeCourse,
  updateCourseDetails,
} from './courses.service';

const tags = ['courses'];
const courseListSchema = listResponseSchema(courseListItemSchema);

export const coursesRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'All courses',
        querystring: coursesListQuerySchema,
        response: { 200: courseListSchema },
      },
    },
    (request) => listAllCourses(reads(request).db, request.query),
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: 'Courses assigned to the caller',
        querystring: coursesListQuerySchema,
        response: { 200: courseListSchema },
      },
    },
    (request) => listMyCourses(reads(request).db, currentStaff(request), request.query),
  );

  app.get(
    '/my/count-by-status',
    {
      schema: {
        tags,
        summary: 'How many of the caller’s courses are in each status 0..4',
        response: { 200: courseCountByStatusSchema },
      },
    },
    (request) => countMyCoursesByStatus(db, currentStaff(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'The course page: details, cost, modules with lessons, authors, history, allowed transitions',
        params: idParamsSchema,
        response: { 200: courseSchema },
      },
    },
    (request) => getCourse(db, currentStaff(request), request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a course (a draft); a curator or speaker becomes its author',
        body: courseCreateBodySchema,
        response: { 201: courseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCourse(db, currentStaff(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit the details (authors: in draft and "needs revision" only)',
        params: idParamsSchema,
        body: courseUpdateBodySchema,
        response: { 200: courseSchema },
      },
    },
    (request) => updateCourseDetails(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { roles: ADMIN_ROLES },
      schema: { tags, summary: 'Delete a course with its modules and lessons', params: idParamsSchema },
    },
    async (request, reply) => {
      await removeCourse(db, currentStaff(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
