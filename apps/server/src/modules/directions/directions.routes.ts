import {
  ADMIN_ROLES,
  directionCreateBodySchema,
  directionSchema,
  directionsListQuerySchema,
  directionUpdateBodySchema,
  idParamsSchema,
  listResponseSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import {
  createDirection,
  listDirectionItems,
  removeDirection,
  updateDirectionDetails,
} from './directions.service';

const tags = ['directions'];

export const directionsRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Course directions (any staff; pickers use take=100)',
        querystring: directionsListQuerySchema,
        response: { 200: listResponseSchema(directionSchema) },
      },
    },
    (request) => listDirectionItems(db, request.query),
  );

  app.post(
    '/',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'Create a direction',
        body: directionCreateBodySchema,
        response: { 201: directionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDirection(db, currentStaff(request).id, request.body)),
  );

  app.patch(
    '/:id',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'Edit a direction (name, description, cover, position)',
        params: idParamsSchema,
        body: directionUpdateBodySchema,
        response: { 200: directionSchema },
      },
    },
    (request) => updateDirectionDetails(db, currentStaff(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'Delete a direction; 409 while courses use it',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await removeDirection(db, currentStaff(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
