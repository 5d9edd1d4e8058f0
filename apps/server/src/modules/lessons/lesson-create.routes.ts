import { idParamsSchema, lessonCreateBodySchema, lessonSchema } from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { createLesson } from './lessons.service';

/** `POST /api/modules/{id}/lessons`: a new lesson is the lesson domain's, under its module's URL. */
export const lessonCreateRoutes: ModulePlugin = async (app, { db }) => {
  app.post(
    '/:id/lessons',
    {
      schema: {
        tags: ['lessons'],
        summary: 'Add a lesson at the end of the module',
        params: idParamsSchema,
        body: lessonCreateBodySchema,
        response: { 201: lessonSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createLesson(db, currentStaff(request), request.params.id, request.body)),
  );
};
