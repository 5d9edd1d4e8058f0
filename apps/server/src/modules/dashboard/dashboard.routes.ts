import { dashboardQuerySchema, dashboardSchema } from '@school/contracts/dashboard';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { createDashboardAnswers } from './dashboard.service';

export const dashboardRoutes: ModulePlugin = async (app, { reads }) => {
  const answers = createDashboardAnswers();
  app.get(
    '/',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          '«Главная»: the school’s sales and queues for admins; a curator’s or speaker’s own courses, queues and money',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    (request) => answers(reads(request).db, currentStaff(request), request.query),
  );
};
