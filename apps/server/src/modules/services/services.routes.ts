import {
  idParamsSchema,
  serviceCreateBodySchema,
  serviceCreateQuerySchema,
  serviceDeleteResponseSchema,
  serviceSchema,
  servicesQuerySchema,
  servicesResponseSchema,
  serviceUpdateBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changeService, createService, listServices, removeService } from './services.service';

const tags = ['services'];

/** Any staff member; a curator or speaker reaches only their own services (403 otherwise). */
export const servicesRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "A staff member's services, newest first (without adminId: an admin gets every service)",
        querystring: servicesQuerySchema,
        response: { 200: servicesResponseSchema },
      },
    },
    (request) => listServices(db, currentStaff(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a service for adminId (default: the caller)',
        querystring: serviceCreateQuerySchema,
        body: serviceCreateBodySchema,
        response: { 201: serviceSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createService(db, currentStaff(request), request.query.adminId, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a service (coverFileId: null removes the cover)',
        params: idParamsSchema,
        body: serviceUpdateBodySchema,
        response: { 200: serviceSchema },
      },
    },
    (request) => changeService(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a service nobody applied for; one with applications is deactivated instead',
        params: idParamsSchema,
        response: { 200: serviceDeleteResponseSchema },
      },
    },
    (request) => removeService(db, currentStaff(request), request.params.id),
  );
};
