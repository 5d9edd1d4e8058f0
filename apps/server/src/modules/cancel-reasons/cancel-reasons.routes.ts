import {
  ADMIN_ROLES,
  cancellationsQuerySchema,
  cancellationsResponseSchema,
  cancelReasonCreateBodySchema,
  cancelReasonOrderBodySchema,
  cancelReasonSchema,
  cancelReasonStatisticsResponseSchema,
  cancelReasonsResponseSchema,
  cancelReasonUpdateBodySchema,
  idParamsSchema,
  recordDeleteResponseSchema,
  statisticsPeriodSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import {
  changeCancelReason,
  createCancelReason,
  listCancelReasons,
  removeCancelReason,
  reorderCancelReasons,
} from './cancel-reasons.service';
import { cancellationsOfReason, cancelReasonStatistics } from './cancel-reasons-statistics';

const tags = ['cancel-reasons'];
const config = { roles: ADMIN_ROLES };

export const cancelReasonsRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Cancellation reasons in the order students see them, each with its cancellations',
        response: { 200: cancelReasonsResponseSchema },
      },
    },
    () => listCancelReasons(db),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Add a reason (goes last)',
        body: cancelReasonCreateBodySchema,
        response: { 201: cancelReasonSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCancelReason(db, currentStaff(request).id, request.body)),
  );

  app.put(
    '/order',
    {
      config,
      schema: {
        tags,
        summary: 'Reorder the reasons: every id exactly once, in the new order',
        body: cancelReasonOrderBodySchema,
        response: { 200: cancelReasonsResponseSchema },
      },
    },
    (request) => reorderCancelReasons(db, currentStaff(request).id, request.body.ids),
  );

  app.get(
    '/statistics',
    {
      config,
      schema: {
        tags,
        summary: 'Cancellations of the period (school days) per reason, with shares',
        querystring: statisticsPeriodSchema,
        response: { 200: cancelReasonStatisticsResponseSchema },
      },
    },
    (request) => cancelReasonStatistics(reads(request).db, request.query),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, hide or show a reason',
        params: idParamsSchema,
        body: cancelReasonUpdateBodySchema,
        response: { 200: cancelReasonSchema },
      },
    },
    (request) => changeCancelReason(db, currentStaff(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete an unused reason (the answer carries its «Отменить», 10 s); 409 while a cancellation names it (hide it instead)',
        params: idParamsSchema,
        response: { 200: recordDeleteResponseSchema },
      },
    },
    async (request) => ({ undo: await removeCancelReason(db, currentStaff(request).id, request.params.id) }),
  );

  app.get(
    '/:id/cancellations',
    {
      config,
      schema: {
        tags,
        summary: 'The cancellations behind a reason in the period, newest first',
        params: idParamsSchema,
        querystring: cancellationsQuerySchema,
        response: { 200: cancellationsResponseSchema },
      },
    },
    (request) => cancellationsOfReason(reads(request).db, request.params.id, request.query),
  );
};
