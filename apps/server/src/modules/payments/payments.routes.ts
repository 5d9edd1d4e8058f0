import {
  ADMIN_ROLES,
  idParamsSchema,
  paymentCardSchema,
  paymentRefundBodySchema,
  paymentStatusBodySchema,
  paymentsListQuerySchema,
  paymentsListResponseSchema,
  paymentTotalsSchema,
} from '@school/contracts';
import { sendCsv } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { getPaymentCard } from './payment-card.service';
import { changePaymentStatus, refundPayment } from './payment-changes.service';
import { paymentTotals } from './payment-totals.service';
import { paymentsList } from './payments.list';
import { listPayments, paymentsOrderBy } from './payments.service';

const tags = ['payments'];
// Sales are for admins only (issue 10 "Roles"); curators and speakers get 403.
const config = { roles: ADMIN_ROLES };

/** Mounted under /payments. `/statistics…` belongs to the sales-statistics module under the same prefix. */
export const paymentsRoutes: ModulePlugin = async (app, { db, copyOut, copyOutBlob }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Payments: search, filters, sort; at most 10,000 rows deep; totals past that are estimates',
        querystring: paymentsListQuerySchema,
        response: { 200: paymentsListResponseSchema },
      },
    },
    (request) => listPayments(db, request.query),
  );

  app.get(
    '/totals',
    {
      config,
      schema: {
        tags,
        summary: 'Exact sums of the list’s filter (paging ignored)',
        querystring: paymentsListQuerySchema,
        response: { 200: paymentTotalsSchema },
      },
    },
    (request) => paymentTotals(db, request.query),
  );

  app.get(
    '/csv',
    {
      config,
      schema: {
        tags,
        summary: 'payments.csv with the list’s filters and order (BOM, `;`), streamed',
        querystring: paymentsListQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(
        request,
        reply,
        paymentsList.csvFilename,
        paymentsList.csv(
          { db, copyOut, copyOutBlob },
          { ...request.query, orderBy: paymentsOrderBy(request.query) },
        ),
      ),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A payment: buyer, purchase, provider, status history, refunds',
        params: idParamsSchema,
        response: { 200: paymentCardSchema },
      },
    },
    (request) => getPaymentCard(db, request.params.id),
  );

  app.post(
    '/:id/refunds',
    {
      config,
      schema: {
        tags,
        summary: 'Refund a paid payment in full or in part (never more than is left)',
        params: idParamsSchema,
        body: paymentRefundBodySchema,
        response: { 201: paymentCardSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await refundPayment(db, currentStaff(request).id, request.params.id, request.body)),
  );

  app.patch(
    '/:id/status',
    {
      config,
      schema: {
        tags,
        summary: 'Confirm or reject a new payment by hand (other changes: 409)',
        params: idParamsSchema,
        body: paymentStatusBodySchema,
        response: { 200: paymentCardSchema },
      },
    },
    (request) => changePaymentStatus(db, currentStaff(request).id, request.params.id, request.body),
  );
};
