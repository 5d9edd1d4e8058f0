import {
  broadcastCreateBodySchema,
  broadcastCreateQuerySchema,
  broadcastDeleteResponseSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  broadcastsResponseSchema,
  broadcastUpdateBodySchema,
  idParamsSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changeBroadcast, createBroadcast, listBroadcasts, removeBroadcast } from './broadcasts.service';

const tags = ['broadcasts'];

/**
 * Any staff member reads the schedule; a curator or speaker schedules, changes and deletes only their own
 * broadcasts (403 otherwise), admins anyone's.
 */
export const broadcastsRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Broadcasts: upcoming soonest first, past newest first (adminId narrows to one author)',
        querystring: broadcastsQuerySchema,
        response: { 200: broadcastsResponseSchema },
      },
    },
    (request) => listBroadcasts(db, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Schedule a broadcast for adminId (default: the caller; another’s only for admins)',
        description:
          'A curator or speaker may only pick a course they author (403); an unknown course is 400 on ' +
          '`courseId`, a cover that is not an uploaded image 400 on `coverFileId`.',
        querystring: broadcastCreateQuerySchema,
        body: broadcastCreateBodySchema,
        response: { 201: broadcastSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createBroadcast(db, currentStaff(request), request.query.adminId, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a broadcast (its author or an admin); courseId / coverFileId null removes them',
        params: idParamsSchema,
        body: broadcastUpdateBodySchema,
        response: { 200: broadcastSchema },
      },
    },
    (request) => changeBroadcast(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a broadcast (its author or an admin)',
        params: idParamsSchema,
        response: { 200: broadcastDeleteResponseSchema },
      },
    },
    (request) => removeBroadcast(db, currentStaff(request), request.params.id),
  );
};
