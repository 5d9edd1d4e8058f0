import {
  ADMIN_ROLES,
  idParamsSchema,
  paymentCardSchema,
  paymentRefundBodySchema,
  paymentStatusBodySchema,
  paymentsListQuerySchema,
  paymentsListResponseSchema,
  paymentTotalsSchema,
  withExportOptions,
} from '@school/contracts';
import type { CopyOut } from '../../db/copy-out';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { getPaymentCard } from './payment-card.service';
import { changePaymentStatus, refundPayment } from './payment-changes.service';
import { withPaymentIdProbe } from './payment-search.list';
import { paymentTotals } from './payment-totals.repository';
import { paymentsList } from './payments.list';
import { listPayments, paymentsOrderBy } from './payments.service';

const tags = ['payments'];

/**
 * The kit walks the order's index for a CSV without a search, so rows stream at once; the payments search
 * lives in the filter (payment-search.list.ts), so the kit cannot tell. A search's matches are few (a buyer's
 * payments, one provider id): PostgreSQL collects them through their indexes and sorts them, instead of
 * walking every payment by date (1M payments: 1.7 s → a few ms).
 */
const collectingMatches = (copyOut: CopyOut | undefined): CopyOut | undefined =>
  copyOut && ((query, options) => copyOut(query, options));
// Sales are for admins only (issue 10 "Roles"); curators and speakers get 403.
const config = { roles: ADMIN_ROLES };

/** Mounted under /payments. `/statistics…` belongs to the sales-statistics module under the same prefix. */
export const paymentsRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads } = deps;
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
    (request) => listPayments(reads(request).db, request.query),
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
    (request) => paymentTotals(reads(request).db, request.query),
  );

  app.get(
    '/csv',
    {
      config,
      schema: {
        tags,
        summary:
          'payments.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` payments.xlsx, with the list’s filters and order, streamed',
        querystring: withExportOptions(paymentsListQuerySchema),
      },
    },
    async (request, reply) => {
      const side = reads(request);
      const query = {
        ...(await withPaymentIdProbe(side.db, request.query)),
        orderBy: paymentsOrderBy(request.query),
      };
      const { copyOut } = side;
      const deps = { ...side, copyOut: query.search ? collectingMatches(copyOut) : copyOut };
      return sendExport(
        request,
        reply,
        paymentsList.csvFilename,
        query.format,
        listExport(paymentsList, deps, query),
      );
    },
  );

  // POST /csv: the page's «Экспорт» — streamed up to EXPORT_STREAM_MAX_ROWS, a background task past it;
  // the same id probe, sort and COPY choice as the GET, in the job too.
  registerCsvExport(app, deps, {
    list: paymentsList,
    action: 'payments.csv',
    schema: paymentsListQuerySchema,
    roles: ADMIN_ROLES,
    tags,
    prepare: async (side, listQuery) => {
      const query = {
        ...(await withPaymentIdProbe(side.db, listQuery)),
        orderBy: paymentsOrderBy(listQuery),
      };
      return {
        query,
        deps: { ...side, copyOut: query.search ? collectingMatches(side.copyOut) : side.copyOut },
      };
    },
  });

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
