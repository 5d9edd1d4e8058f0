import type { RouteObject } from 'react-router';
import { applicationsRoutes, staffApplicationsTabRoute } from '../features/applications/applications.routes';
import { auditRoutes } from '../features/audit/audit.routes';
import { staffBalancesTabRoute, withdrawalsRoutes } from '../features/balances/balances.routes';
import { staffBroadcastsTabRoute } from '../features/broadcasts/broadcasts.routes';
import { cancelReasonsRoutes } from '../features/cancel-reasons/cancel-reasons.routes';
import { coursesListRoutes, staffCoursesTabRoute } from '../features/courses/courses.routes';
import { directionsRoutes } from '../features/directions/directions.routes';
import { mailRoutes } from '../features/mail/mail.routes';
import { staffNewsTabRoute } from '../features/news/news.routes';
import { onboardingRoutes } from '../features/onboarding/onboarding.routes';
import { paymentsRoutes, staffSalesTabRoute } from '../features/payments/payments.routes';
import { staffProfileRoute } from '../features/profile/profile.routes';
import { staffQuestionsTabRoute } from '../features/questions/questions.routes';
import { referralsRoutes } from '../features/referrals/referrals.routes';
import { reviewsRoutes } from '../features/reviews/reviews.routes';
import { salesStatisticsRoutes } from '../features/sales-statistics/sales-statistics.routes';
import { staffServicesTabRoute } from '../features/services/services.routes';
import { staffRoutes } from '../features/staff/staff.routes';
import { staffStudentsTabRoute, studentsRoutes } from '../features/students/students.routes';
import { trashRoutes } from '../features/trash/trash.routes';
import { AdminOnlyRoute } from './guards/admin-only-route';

/** A pathless layout route: its guard wraps every admin-only path. */
export const adminOnlyRoutes: RouteObject[] = [
  {
    Component: AdminOnlyRoute,
    children: [
      ...studentsRoutes,
      // The staff profile's tabs are other features' pages: composed here, so no feature imports another.
      ...staffRoutes([
        staffProfileRoute([
          staffCoursesTabRoute,
          staffQuestionsTabRoute,
          staffNewsTabRoute,
          staffServicesTabRoute,
          staffBroadcastsTabRoute,
          staffStudentsTabRoute,
          staffApplicationsTabRoute,
          staffSalesTabRoute,
          staffBalancesTabRoute,
        ]),
      ]),
      ...coursesListRoutes,
      ...directionsRoutes,
      ...paymentsRoutes,
      ...salesStatisticsRoutes,
      ...withdrawalsRoutes,
      ...cancelReasonsRoutes,
      ...onboardingRoutes,
      ...applicationsRoutes,
      ...reviewsRoutes,
      ...referralsRoutes,
      ...mailRoutes,
      ...auditRoutes,
      ...trashRoutes,
    ],
  },
];
