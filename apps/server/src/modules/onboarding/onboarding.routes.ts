import { ADMIN_ROLES, onboardingStatisticsResponseSchema, statisticsPeriodSchema } from '@school/contracts';
import type { ModulePlugin } from '../module';
import { onboardingStatistics } from './onboarding-statistics';

/** Under `/api/students`: a static path, so it never reaches `/api/students/{id}` (ids are integers). */
export const onboardingRoutes: ModulePlugin = async (app, { reads }) => {
  app.get(
    '/onboarding/statistics',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags: ['onboarding'],
        summary: 'The onboarding funnel of the students who signed up in the period (school days)',
        querystring: statisticsPeriodSchema,
        response: { 200: onboardingStatisticsResponseSchema },
      },
    },
    (request) => onboardingStatistics(reads(request).db, request.query),
  );
};
