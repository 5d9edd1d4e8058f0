import { ADMIN_ROLES, idParamsSchema } from '@school/contracts';
import { historyQuerySchema, historyResponseSchema } from '@school/contracts/history';
import type { ModulePlugin } from '../module';
import { getStudentHistory } from './student-history.service';

/** The student card's «История»: the same rule as the card, admins only (curators and speakers get 403). */
export const studentHistoryRoutes: ModulePlugin = async (app, { reads }) => {
  app.get(
    '/:id/history',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags: ['students'],
        summary:
          'The student’s story, newest first: sign-up, payments, refunds, subscriptions, accesses, applications, questions, referrals, staff actions',
        params: idParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema },
      },
    },
    (request) => getStudentHistory(reads(request).db, request.params.id, request.query),
  );
};
