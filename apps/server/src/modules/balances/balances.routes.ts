import { ADMIN_ROLES, idParamsSchema, withExportOptions } from '@school/contracts';
import {
  balanceHistoryMyQuerySchema,
  balanceHistoryQuerySchema,
  balanceHistoryResponseSchema,
  balanceStatisticsMyQuerySchema,
  balanceStatisticsQuerySchema,
  balanceStatisticsSchema,
  withdrawalCreateBodySchema,
  withdrawalCreateHeadersSchema,
  withdrawalSchema,
  withdrawalsBatchBodySchema,
  withdrawalsBatchResponseSchema,
  withdrawalsListQuerySchema,
  withdrawalsListResponseSchema,
  withdrawalsMyQuerySchema,
  withdrawalUpdateBodySchema,
} from '@school/contracts/balances';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { releaseDueAccruals } from './accrual-release.service';
import { balanceHistoryList } from './balances.list';
import { balanceStatistics, listHistory, listMyHistory, statisticsFor } from './balances.service';
import { listWithdrawals, processWithdrawal, requestWithdrawal } from './withdrawals.service';
import { listMyWithdrawals, payWithdrawals } from './withdrawals-batch.service';

const tags = ['balances'];
// Everyone's money and the payout queue are for admins (issue 13 "Roles"); `/my` is anyone's own.
const adminOnly = { roles: ADMIN_ROLES };

/** Mounted under /balances-history: the ledger's entries and their statistics. */
export const balancesHistoryRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads } = deps;
  app.get(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Ledger entries of every owner, newest first; adminId or studentId narrows to one owner',
        querystring: balanceHistoryQuerySchema,
        response: { 200: balanceHistoryResponseSchema },
      },
    },
    (request) => listHistory(reads(request).db, request.query),
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: "The caller's own ledger entries, newest first",
        querystring: balanceHistoryMyQuerySchema,
        response: { 200: balanceHistoryResponseSchema },
      },
    },
    (request) => listMyHistory(db, currentStaff(request).id, request.query),
  );

  // The history's export: everyone's for admins (the list's filters, adminId / studentId), one's own at /my.
  app.get(
    '/csv',
    {
      config: adminOnly,
      schema: {
        tags,
        summary:
          'balances-history.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` .xlsx, with the list’s filters, streamed',
        querystring: withExportOptions(balanceHistoryQuerySchema),
      },
    },
    (request, reply) =>
      sendExport(
        request,
        reply,
        balanceHistoryList.csvFilename,
        request.query.format,
        listExport(balanceHistoryList, reads(request), request.query),
      ),
  );
  registerCsvExport(app, deps, {
    list: balanceHistoryList,
    action: 'balances-history.csv',
    schema: balanceHistoryQuerySchema,
    roles: ADMIN_ROLES,
    tags,
  });

  // One's own, read from the primary as `/my` is (a payout just made is in it).
  const ownSide = { db, copyOut: deps.copyOut, copyOutBlob: deps.copyOutBlob };
  const own = (staffId: number) => ({ adminId: staffId, studentId: undefined });
  app.get(
    '/my/csv',
    {
      schema: {
        tags,
        summary: "The caller's own history as balances-history.csv or `format=xlsx` .xlsx",
        querystring: withExportOptions(balanceHistoryMyQuerySchema),
      },
    },
    (request, reply) =>
      sendExport(
        request,
        reply,
        balanceHistoryList.csvFilename,
        request.query.format,
        listExport(balanceHistoryList, ownSide, { ...request.query, ...own(currentStaff(request).id) }),
      ),
  );
  registerCsvExport(app, deps, {
    list: balanceHistoryList,
    action: 'balances-history.my.csv',
    url: '/my/csv',
    schema: balanceHistoryMyQuerySchema,
    tags,
    scope: (request) => own(currentStaff(request).id),
  });

  app.get(
    '/statistics',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Available, held, paid out now; sums per kind and day for a date range (all owners or one)',
        querystring: balanceStatisticsQuerySchema,
        response: { 200: balanceStatisticsSchema },
      },
    },
    (request) => statisticsFor(reads(request).db, request.query),
  );

  app.get(
    '/statistics/my',
    {
      schema: {
        tags,
        summary: "The caller's available, held, paid out; sums per kind and day for a date range",
        querystring: balanceStatisticsMyQuerySchema,
        response: { 200: balanceStatisticsSchema },
      },
    },
    async (request) => {
      const owner = { staffId: currentStaff(request).id };
      // An author always sees a fresh split: what is due is released before the figures are read.
      await releaseDueAccruals(db, new Date(), owner);
      return balanceStatistics(db, owner, request.query);
    },
  );
};

/** Mounted under /balances-withdraws: payout requests and the admins' queue. */
export const balancesWithdrawsRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Withdrawal requests, oldest first; filter by status and adminId',
        querystring: withdrawalsListQuerySchema,
        response: { 200: withdrawalsListResponseSchema },
      },
    },
    (request) => listWithdrawals(reads(request).db, request.query),
  );

  app.get(
    '/my',
    {
      schema: {
        tags,
        summary: "The caller's own withdrawal requests, newest first; filter by status",
        querystring: withdrawalsMyQuerySchema,
        response: { 200: withdrawalsListResponseSchema },
      },
    },
    (request) => listMyWithdrawals(db, currentStaff(request).id, request.query),
  );

  app.post(
    '/batch',
    {
      config: adminOnly,
      schema: {
        tags,
        summary:
          'Mark up to 100 requests paid in one transaction: all of them, or none (409 names the first not requested)',
        body: withdrawalsBatchBodySchema,
        response: { 200: withdrawalsBatchResponseSchema },
      },
    },
    (request) => payWithdrawals(db, currentStaff(request).id, request.body),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          "Request a payout of the caller's available balance; the same Idempotency-Key returns the first request",
        headers: withdrawalCreateHeadersSchema,
        body: withdrawalCreateBodySchema,
        response: { 201: withdrawalSchema },
      },
    },
    async (request, reply) => {
      const caller = currentStaff(request);
      const outcome = await requestWithdrawal(
        db,
        caller.id,
        { staffId: caller.id },
        request.body,
        request.headers['idempotency-key'],
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(outcome.withdrawal);
    },
  );

  app.patch(
    '/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Mark a request paid, or reject it with a reason (the money returns to the balance)',
        params: idParamsSchema,
        body: withdrawalUpdateBodySchema,
        response: { 200: withdrawalSchema },
      },
    },
    (request) => processWithdrawal(db, currentStaff(request).id, request.params.id, request.body),
  );
};
