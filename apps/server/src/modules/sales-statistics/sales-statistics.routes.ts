import {
  ADMIN_ROLES,
  type PaymentsStatisticsResponse,
  paymentsStatisticsExportQuerySchema,
  paymentsStatisticsQuerySchema,
  paymentsStatisticsResponseSchema,
  refundStatisticsResponseSchema,
  schoolToday,
  statisticsPeriodSchema,
  subscriptionStatisticsResponseSchema,
} from '@school/contracts';
import { sendExport } from '../../lists';
import type { ModulePlugin } from '../module';
import { PAYMENT_STATISTICS_CSV, paymentStatisticsExport } from './payment-statistics.csv';
import {
  createPaymentsStatisticsAnswers,
  paymentsStatisticsFigures,
  refundStatistics,
  subscriptionStatistics,
} from './sales-statistics.service';

const tags = ['sales statistics'];
const config = { roles: ADMIN_ROLES };

/** Under `/api/payments`: the sign-up statistics and their CSV. */
export const paymentsStatisticsRoutes: ModulePlugin = async (app, { reads }) => {
  const answers = createPaymentsStatisticsAnswers();
  app.get(
    '/statistics',
    {
      config,
      schema: {
        tags,
        summary: 'Sign-up statistics per day, week or month of a period (admins)',
        querystring: paymentsStatisticsQuerySchema,
        response: { 200: paymentsStatisticsResponseSchema },
      },
    },
    // The answer is the response schema's JSON text, kept while its days are unchanged (three years by day:
    // ~1,100 periods, ~460 KB). A string with a JSON content type is sent as it is, not re-serialized; the
    // reply's type only knows the object, hence the cast.
    async (request, reply) => {
      const answer = await answers(reads(request).db, request.query);
      return reply
        .type('application/json; charset=utf-8')
        .send(answer as unknown as PaymentsStatisticsResponse);
    },
  );

  app.get(
    '/statistics/csv',
    {
      config,
      schema: {
        tags,
        summary:
          'payment-statistics.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` .xlsx: one row per period',
        querystring: paymentsStatisticsExportQuerySchema,
      },
    },
    (request, reply) =>
      sendExport(
        request,
        reply,
        PAYMENT_STATISTICS_CSV,
        request.query.format,
        paymentsStatisticsFigures(reads(request).db, request.query).then((figures) =>
          paymentStatisticsExport(figures, request.query),
        ),
      ),
  );
};

/** Under `/api/subscriptions`: refunds per provider, and subscriptions (active, MRR, retention). */
export const subscriptionsStatisticsRoutes: ModulePlugin = async (app, { reads, now }) => {
  app.get(
    '/statistics/refund',
    {
      config,
      schema: {
        tags,
        summary: 'Refunds of the period’s payments per provider (admins)',
        querystring: statisticsPeriodSchema,
        response: { 200: refundStatisticsResponseSchema },
      },
    },
    (request) => refundStatistics(reads(request).db, request.query),
  );

  app.get(
    '/statistics',
    {
      config,
      schema: {
        tags,
        summary: 'Paid subscriptions per month: active, MRR and its movements, retention by cohort (admins)',
        querystring: statisticsPeriodSchema,
        response: { 200: subscriptionStatisticsResponseSchema },
      },
    },
    (request) => subscriptionStatistics(reads(request).db, request.query, schoolToday(now())),
  );
};
