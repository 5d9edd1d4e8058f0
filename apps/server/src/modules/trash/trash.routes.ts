import { ADMIN_ROLES, idParamsSchema } from '@school/contracts';
import {
  trashListQuerySchema,
  trashListResponseSchema,
  trashRestoreResponseSchema,
} from '@school/contracts/trash';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { listTrash, purgeFromTrash, restoreFromTrash } from './trash.service';

const tags = ['trash'];
const config = { roles: ADMIN_ROLES };

/** «Корзина» (admins and super-admins): the deletes of the last 30 days; a restore; a purge (super-admins). */
export const trashRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Records deleted in the last 30 days: who deleted each and when, and when it is purged',
        querystring: trashListQuerySchema,
        response: { 200: trashListResponseSchema },
      },
    },
    (request) => listTrash(reads(request).db, request.query),
  );

  app.post(
    '/:id/restore',
    {
      config,
      schema: {
        tags,
        summary:
          'Put a deleted record back with its id and links (409 when a record with its name was created since)',
        params: idParamsSchema,
        response: { 200: trashRestoreResponseSchema },
      },
    },
    (request) => restoreFromTrash(db, currentStaff(request).id, request.params.id),
  );

  app.delete(
    '/:id',
    {
      config: { roles: ['super-admin'] as const },
      schema: {
        tags,
        summary: 'Purge a deleted record at once instead of after 30 days (super-admins); logged',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await purgeFromTrash(db, currentStaff(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
};
