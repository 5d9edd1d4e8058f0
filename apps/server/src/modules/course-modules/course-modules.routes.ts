import {
  courseModuleIndexBodySchema,
  courseModuleReorderResponseSchema,
  courseModuleSchema,
  courseModuleUpdateBodySchema,
  idParamsSchema,
  recordDeleteResponseSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { removeModule, renameModule, reorderModuleLessons } from './course-modules.service';

const tags = ['modules'];

/** `/api/modules/*`: any staff route-wise; the service checks the course (admin or assigned author). */
export const courseModulesRoutes: ModulePlugin = async (app, { db }) => {
  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename a module',
        params: idParamsSchema,
        body: courseModuleUpdateBodySchema,
        response: { 200: courseModuleSchema },
      },
    },
    (request) => renameModule(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a module with its lessons; «Отменить» for 10 s, «Корзина» for 30 days',
        params: idParamsSchema,
        response: { 200: recordDeleteResponseSchema },
      },
    },
    async (request) => ({ undo: await removeModule(db, currentStaff(request), request.params.id) }),
  );

  app.patch(
    '/:id/index',
    {
      schema: {
        tags,
        summary: 'Reorder the lessons of a module (all of them, once each)',
        params: idParamsSchema,
        body: courseModuleIndexBodySchema,
        response: { 200: courseModuleReorderResponseSchema },
      },
    },
    (request) => reorderModuleLessons(db, currentStaff(request), request.params.id, request.body),
  );
};
