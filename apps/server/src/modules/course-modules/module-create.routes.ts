import { courseModuleCreateBodySchema, courseModuleSchema, idParamsSchema } from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { createModule } from './course-modules.service';

/** `POST /api/courses/{id}/modules`: a new module is the module domain's, under its course's URL. */
export const moduleCreateRoutes: ModulePlugin = async (app, { db }) => {
  app.post(
    '/:id/modules',
    {
      schema: {
        tags: ['modules'],
        summary: 'Add a module at the end of the course',
        params: idParamsSchema,
        body: courseModuleCreateBodySchema,
        response: { 201: courseModuleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createModule(db, currentStaff(request), request.params.id, request.body)),
  );
};
