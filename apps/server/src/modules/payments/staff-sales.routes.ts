import { idParamsSchema, staffSalesQuerySchema, staffSalesResponseSchema } from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { listStaffSales } from './payments.service';

/** Mounted under /admins: the sales-courses tab of a staff profile reads payments, so it lives here. */
export const staffSalesRoutes: ModulePlugin = async (app, { reads }) => {
  app.get(
    '/:id/sales',
    {
      schema: {
        tags: ['admins'],
        summary: 'Sales of the courses this staff member authors, with totals (admins, or themselves)',
        params: idParamsSchema,
        querystring: staffSalesQuerySchema,
        response: { 200: staffSalesResponseSchema },
      },
    },
    (request) => listStaffSales(reads(request).db, currentStaff(request), request.params.id, request.query),
  );
};
