import { applicationIntakeRoutes } from './application-intake/application-intake.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { applicationsBulkRoutes } from './applications/applications-bulk.routes';
import { auditRoutes } from './audit-log';
import { authRoutes } from './auth/auth.routes';
import { balancesHistoryRoutes, balancesWithdrawsRoutes } from './balances/balances.routes';
import { commissionRulesRoutes, earningsSettingsRoutes } from './balances/settings.routes';
import { broadcastsRoutes } from './broadcasts/broadcasts.routes';
import { cancelReasonsRoutes } from './cancel-reasons/cancel-reasons.routes';
import { courseModulesRoutes } from './course-modules/course-modules.routes';
import { moduleCreateRoutes } from './course-modules/module-create.routes';
import { courseAuthorsRoutes } from './courses/course-authors.routes';
import { courseWorkflowRoutes } from './courses/course-workflow.routes';
import { coursesRoutes } from './courses/courses.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { directionsRoutes } from './directions/directions.routes';
import { faqRoutes } from './faq/faq.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { lessonCreateRoutes } from './lessons/lesson-create.routes';
import { lessonsRoutes } from './lessons/lessons.routes';
import { mailOutboxRoutes } from './mail/mail-outbox.routes';
import type { ModulePlugin } from './module';
import { newsRoutes } from './news/news.routes';
import { onboardingRoutes } from './onboarding/onboarding.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { staffSalesRoutes } from './payments/staff-sales.routes';
import { questionsRoutes } from './questions/questions.routes';
import { referralsRoutes } from './referrals/referrals.routes';
import { publicReviewsRoutes } from './reviews/public-reviews.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import {
  paymentsStatisticsRoutes,
  subscriptionsStatisticsRoutes,
} from './sales-statistics/sales-statistics.routes';
import { savedViewsRoutes } from './saved-views/saved-views.routes';
import { searchRoutes } from './search/search.routes';
import { servicesRoutes } from './services/services.routes';
import { publicSiteContentRoutes } from './site-content/public-site-content.routes';
import { siteContentRoutes } from './site-content/site-content.routes';
import { staffRoutes } from './staff/staff.routes';
import { staffManagementRoutes } from './staff/staff-management.routes';
import { staffStudentsRoutes } from './students/staff-students.routes';
import { studentActionsRoutes } from './students/student-actions.routes';
import { studentHistoryRoutes } from './students/student-history.routes';
import { studentsRoutes } from './students/students.routes';
import { studentsBulkRoutes } from './students/students-bulk.routes';
import { tagsRoutes } from './tags/tags.routes';
import { tasksRoutes } from './tasks';
import { trashRoutes } from './trash';
import { undoRoutes } from './undo/undo.routes';

/** The one list of domains: each contributes its routes under `/api/<prefix>`. Add new domains here. */
export const modules: ReadonlyArray<{ prefix: string; routes: ModulePlugin }> = [
  { prefix: '/auth', routes: authRoutes },
  { prefix: '/admins', routes: staffRoutes },
  { prefix: '/admins', routes: staffManagementRoutes },
  { prefix: '/storage', routes: filesRoutes },
  { prefix: '/dashboard', routes: dashboardRoutes },
  { prefix: '/directions', routes: directionsRoutes },
  { prefix: '/courses', routes: coursesRoutes },
  { prefix: '/courses', routes: courseWorkflowRoutes },
  // A part is added under its parent's URL but belongs to its own domain, so courses need not import modules.
  { prefix: '/courses', routes: moduleCreateRoutes },
  // assign-to-course is a course rule, so it lives in the courses domain under the spec's /admins path.
  { prefix: '/admins', routes: courseAuthorsRoutes },
  { prefix: '/modules', routes: courseModulesRoutes },
  { prefix: '/modules', routes: lessonCreateRoutes },
  { prefix: '/lessons', routes: lessonsRoutes },
  { prefix: '/students', routes: studentsRoutes },
  { prefix: '/students', routes: studentActionsRoutes },
  { prefix: '/students', routes: studentsBulkRoutes },
  // The student card's «История» (issue 31) reads the tables of every domain a student appears in.
  { prefix: '/students', routes: studentHistoryRoutes },
  // The "users" tab of a staff profile reads students, so it lives in the students domain.
  { prefix: '/admins', routes: staffStudentsRoutes },
  { prefix: '/cancel-reasons', routes: cancelReasonsRoutes },
  // The onboarding funnel is the spec's /students/onboarding/statistics, but reads the onboarding tables.
  { prefix: '/students', routes: onboardingRoutes },
  // Statistics read the pre-aggregates of payments and subscriptions: one domain under both URLs.
  { prefix: '/payments', routes: paymentsStatisticsRoutes },
  { prefix: '/payments', routes: paymentsRoutes },
  // The sales-courses tab of a staff profile reads payments, so it lives in the payments domain.
  { prefix: '/admins', routes: staffSalesRoutes },
  { prefix: '/subscriptions', routes: subscriptionsStatisticsRoutes },
  { prefix: '/services', routes: servicesRoutes },
  { prefix: '/broadcasts', routes: broadcastsRoutes },
  { prefix: '/applications', routes: applicationsRoutes },
  { prefix: '/applications', routes: applicationsBulkRoutes },
  // The school's site sends applications here without a token (the applications domain stores them).
  { prefix: '/public', routes: applicationIntakeRoutes },
  // The spec's reviews settings live under /api/info; the site reads the visible ones without a token.
  { prefix: '/info', routes: reviewsRoutes },
  { prefix: '/public', routes: publicReviewsRoutes },
  { prefix: '/tags', routes: tagsRoutes },
  { prefix: '/faq', routes: faqRoutes },
  // The settings pages' content; the site reads the public sections without a token.
  { prefix: '/site-content', routes: siteContentRoutes },
  { prefix: '/public', routes: publicSiteContentRoutes },
  { prefix: '/questions', routes: questionsRoutes },
  { prefix: '/news', routes: newsRoutes },
  // The money ledger: entries and statistics, and the payout requests (issue 13).
  { prefix: '/balances-history', routes: balancesHistoryRoutes },
  { prefix: '/balances-withdraws', routes: balancesWithdrawsRoutes },
  // /settings-earnings: the rules the ledger's accruals follow and the payout minimum.
  { prefix: '/commission-rules', routes: commissionRulesRoutes },
  { prefix: '/earnings-settings', routes: earningsSettingsRoutes },
  // Referral codes, attribution, «Прибыль» and «Рефералы» (issue 13).
  { prefix: '/referrals', routes: referralsRoutes },
  // One search box over the lists: each group is its list with ?search= (issue 31).
  { prefix: '/search', routes: searchRoutes },
  { prefix: '/health', routes: healthRoutes },
  // Admins see the outgoing mails and their delivery attempts (issue 14).
  { prefix: '/mail-outbox', routes: mailOutboxRoutes },
  // Exports and bulk actions running as background jobs: their owner follows them (issue 14).
  { prefix: '/tasks', routes: tasksRoutes },
  // A list page's filters saved under a name, one's own or the team's (issue 31).
  { prefix: '/saved-views', routes: savedViewsRoutes },
  // «Журнал действий»: every event of the append-only log (issue 32).
  { prefix: '/audit', routes: auditRoutes },
  // «Отменить» on the toast after a destructive action: one's own, within 10 s (issue 32).
  { prefix: '/undo', routes: undoRoutes },
  { prefix: '/trash', routes: trashRoutes },
];
