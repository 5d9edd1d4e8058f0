import { ADMIN_ROLES, withExportOptions } from '@school/contracts';
import {
  myReferralResponseSchema,
  referralCreateBodySchema,
  referralCreateResponseSchema,
  referralStatisticsQuerySchema,
  referralStatisticsResponseSchema,
  referralsCsvQuerySchema,
  referralsListQuerySchema,
  referralsListResponseSchema,
  referrersQuerySchema,
  referrersResponseSchema,
} from '@school/contracts/referrals';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { referralsList } from './referrals.list';
import {
  createReferralOnce,
  listReferrals,
  listReferrers,
  myReferral,
  referralStatistics,
} from './referrals.service';

const tags = ['referrals'];
// Referrals and profit are admins' (issue 13 "Roles"); `/my` is any staff member's own code.
const adminOnly = { roles: ADMIN_ROLES };

/** Mounted under /referrals. */
export const referralsRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads } = deps;
  app.get(
    '/statistics',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: '«Прибыль»: referred sign-ups, paying referrals, revenue, commissions and the top referrers',
        querystring: referralStatisticsQuerySchema,
        response: { 200: referralStatisticsResponseSchema },
      },
    },
    (request) => referralStatistics(reads(request).db, request.query),
  );

  app.get(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Referrers with their sign-ups, paying referrals, revenue and accrued commission',
        querystring: referrersQuerySchema,
        response: { 200: referrersResponseSchema },
      },
    },
    (request) => listReferrers(reads(request).db, request.query),
  );

  app.get(
    '/list',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: '«Рефералы»: who referred whom, payments, commission and self-referral flags',
        querystring: referralsListQuerySchema,
        response: { 200: referralsListResponseSchema },
      },
    },
    (request) => listReferrals(reads(request).db, request.query),
  );

  app.get(
    '/list/csv',
    {
      config: adminOnly,
      schema: {
        tags,
        summary:
          'referrals.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` referrals.xlsx, with the list’s search, filters and order, streamed',
        querystring: withExportOptions(referralsCsvQuerySchema),
      },
    },
    (request, reply) =>
      sendExport(
        request,
        reply,
        referralsList.csvFilename,
        request.query.format,
        listExport(referralsList, reads(request), request.query),
      ),
  );

  // POST /list/csv: the page's «Экспорт» — streamed up to EXPORT_STREAM_MAX_ROWS, a background task past it.
  registerCsvExport(app, deps, {
    list: referralsList,
    action: 'referrals.csv',
    url: '/list/csv',
    schema: referralsCsvQuerySchema,
    roles: ADMIN_ROLES,
    tags,
  });

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: "The caller's referral code and link (the code is made on first use)",
        response: { 200: myReferralResponseSchema },
      },
    },
    (request) => myReferral(db, currentStaff(request).id),
  );

  app.post(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Attribute a student to a referral code (student or staff), with self-referral flags',
        body: referralCreateBodySchema,
        response: { 201: referralCreateResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReferralOnce(db, currentStaff(request).id, request.body)),
  );
};
