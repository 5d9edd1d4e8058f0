import {
  ADMIN_ROLES,
  paymentsStatisticsQuerySchema,
  paymentsStatisticsResponseSchema,
  refundStatisticsResponseSchema,
  SCHOOL_TIME_ZONE,
  statisticsPeriodSchema,
  subscriptionStatisticsResponseSchema,
} from '@school/contracts';
import { sendCsv } from '../../lists';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
import type { ModulePlugin } from '../module';
import { PAYMENT_STATISTICS_CSV, paymentStatisticsCsv } from './payment-statistics.csv';
import {
  paymentsStatistics,
  paymentsStatisticsFigures,
  refundStatistics,
  subscriptionStatistics,
} from './sales-statistics.service';

const tags = ['sales statistics'];
const config = { roles: ADMIN_ROLES };

/** Today on the school's clock, `YYYY-MM-DD` (en-CA formats days that way). */
const schoolToday = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(new Date(now));

/** Under `/api/payments`: the sign-up statistics and their CSV. */
export const paymentsStatisticsRoutes: ModulePlugin = async (app, { reads }) => {
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
      // Three years by day is ~1,100 periods: zod re-encoding them cost more than the whole query.
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => paymentsStatistics(reads(request).db, request.query),
  );

  app.get(
    '/statistics/csv',
    {
      config,
      schema: {
        tags,
        summary: 'payment-statistics.csv: one row per period (BOM, `;`)',
        querystring: paymentsStatisticsQuerySchema,
      },
    },
    (request, reply) =>
      sendCsv(
        request,
        reply,
        PAYMENT_STATISTICS_CSV,
        paymentsStatisticsFigures(reads(request).db, request.query).then(paymentStatisticsCsv),
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
