/**
 * The one query-key factory (house style 8): every key of the app comes from here, so a mutation invalidates
 * by a prefix that surely matches. Per domain (the contracts' and the server's name):
 * - `all`: everything of the domain — one invalidation after a change that may show anywhere;
 * - `lists()`: every list of it — each page, filter and picker (`list(params)` starts with it);
 * - `list(params)`: one list; `params` is what the request sends, plus what tells endpoints apart
 *   (`scope`, `staffId`, `of`);
 * - `detail(id)`: one record — separate from the lists, so refetching lists leaves an open card alone.
 */
export function domainKeys<const D extends string>(domain: D) {
  const all = [domain] as const;
  const lists = () => [domain, 'list'] as const;
  const details = () => [domain, 'detail'] as const;
  return {
    all,
    lists,
    list: <P extends object>(params: P) => [...lists(), params] as const,
    details,
    detail: (id: number) => [...details(), id] as const,
  };
}

const students = domainKeys('students');
const staff = domainKeys('staff');
const courses = domainKeys('courses');
const payments = domainKeys('payments');
const applications = domainKeys('applications');
const questions = domainKeys('questions');
const balances = domainKeys('balances');

const salesStatistics = ['sales-statistics'] as const;
const dashboard = ['dashboard'] as const;

const cancelReasons = ['cancel-reasons'] as const;
const onboarding = ['onboarding'] as const;

export const queryKeys = {
  students: {
    ...students,
    /** A student's course accesses: under the card, so removing the card removes them too. */
    courses: (id: number) => [...students.detail(id), 'courses'] as const,
    /** A student's story («История»): under the card, so a change of the student refetches it. */
    history: <P extends object>(id: number, params: P) =>
      [...students.detail(id), 'history', params] as const,
  },
  staff: {
    ...staff,
    /** The signed-in staff member (`/api/admins/my-info`); under `all`, so a staff change refreshes it. */
    me: () => [...staff.all, 'me'] as const,
  },
  courses: {
    ...courses,
    /** The caller's courses counted by status (the profile's «Мои курсы»). */
    counts: () => [...courses.all, 'counts'] as const,
  },
  directions: domainKeys('directions'),
  /** The caller's background tasks (exports, bulk actions): `detail(id)` is polled while one runs. */
  tasks: domainKeys('tasks'),
  /** A list page's saved views (`list({ list: '/users' })`). */
  savedViews: domainKeys('saved-views'),
  /** A staff member's services (the profile tab «Услуги»; `list({ adminId })`). */
  services: domainKeys('services'),
  /** Broadcasts (the profile tab «Трансляции»; `list({ adminId, when, skip, take })`). */
  broadcasts: domainKeys('broadcasts'),
  /** The news feed (the profile tab «Лента»; `list({ skip, take, search, status, adminId })`). */
  news: domainKeys('news'),
  /** The site's reviews (/settings-reviews; `list()`). */
  reviews: domainKeys('reviews'),
  /** A content section's FAQ (`list({ section })`), tags (`tags.list({ section })`) and site blocks. */
  faq: domainKeys('faq'),
  tags: domainKeys('tags'),
  siteContent: domainKeys('site-content'),
  /** Students' questions (the profile tab «Вопросы»): the lists, the course filter and the waiting badge. */
  questions: {
    ...questions,
    /** The courses with questions in a scope (`{ adminId }`), for the course filter. */
    courses: <P extends object>(params: P) => [...questions.all, 'courses', params] as const,
    /** The caller's unanswered count (menu and tab badge): under `all`, so an answer refreshes it. */
    waiting: () => [...questions.all, 'waiting'] as const,
  },
  lessons: domainKeys('lessons'),
  /** The global search (`list({ q })`); each answer is the lists' own, so it is never invalidated by hand. */
  search: domainKeys('search'),
  payments: {
    ...payments,
    /** The sums of a filter (`/api/payments/totals`): under `all`, so a refund refreshes them with the lists. */
    totals: <P extends object>(params: P) => [...payments.all, 'totals', params] as const,
  },
  /**
   * The three application queues, their cards, the kanban's counts and the profile tab: everything starts
   * with `['applications']`, so one invalidation (a change, the pulse) refreshes every open view.
   */
  applications: {
    ...applications,
    /** The kanban's column counts of a filter (`/api/applications/counts`). */
    counts: <P extends object>(params: P) => [...applications.all, 'counts', params] as const,
    /** Every kanban column (an optimistic move rewrites them all). */
    boards: () => [...applications.all, 'board'] as const,
    /** One kanban column: the filter, the order and its status, paged by «Показать ещё». */
    board: <P extends object>(params: P) => [...applications.all, 'board', params] as const,
    /** `/api/applications/pulse`: the polled version and overdue counts (the menu badges). */
    pulse: () => [...applications.all, 'pulse'] as const,
    /** `/api/applications/settings`: the response target. */
    settings: () => [...applications.all, 'settings'] as const,
  },
  /** /payments-statistics (read only): each endpoint's figures for a period and grouping. */
  salesStatistics: {
    all: salesStatistics,
    payments: <P extends object>(params: P) => [...salesStatistics, 'payments', params] as const,
    refunds: <P extends object>(params: P) => [...salesStatistics, 'refunds', params] as const,
    subscriptions: <P extends object>(params: P) => [...salesStatistics, 'subscriptions', params] as const,
  },
  /** /cancel-reasons: the reasons (every change refreshes the statistics too), a period's figures, the cancellations. */
  cancelReasons: {
    all: cancelReasons,
    list: () => [...cancelReasons, 'list'] as const,
    statistics: <P extends object>(params: P) => [...cancelReasons, 'statistics', params] as const,
    cancellations: <P extends object>(params: P) => [...cancelReasons, 'cancellations', params] as const,
  },
  /**
   * Balances (issue 13): the ledger's history (`list({ staffId, … })`), statistics, withdrawals (own and the
   * admins' queue) — a withdrawal refreshes them all through `all`.
   */
  balances: {
    ...balances,
    statistics: <P extends object>(params: P) => [...balances.all, 'statistics', params] as const,
    withdrawals: <P extends object>(params: P) => [...balances.all, 'withdrawals', params] as const,
    /** `GET /api/earnings-settings`: the minimum withdrawal. */
    settings: () => [...balances.all, 'settings'] as const,
    /** `GET /api/commission-rules` (/settings-earnings). */
    rules: () => [...balances.all, 'rules'] as const,
  },
  /** Referrals (issue 13, read only): «Рефералы» lists (`list(query)`) and «Прибыль» figures of a period. */
  referrals: {
    ...domainKeys('referrals'),
    statistics: <P extends object>(params: P) => ['referrals', 'statistics', params] as const,
  },
  /** «Главная» (`GET /api/dashboard?staleHours=`): refetched when the shell's pulse says something happened. */
  dashboard: { all: dashboard, board: <P extends object>(params: P) => [...dashboard, params] as const },
  /** /onboarding-statistics (read only). */
  onboarding: {
    all: onboarding,
    statistics: <P extends object>(params: P) => [...onboarding, 'statistics', params] as const,
  },
  /** /mail-outbox «Почтовые отправления» (read only). */
  mail: domainKeys('mail'),
  /** /audit «Журнал действий» (read only). */
  audit: domainKeys('audit'),
  /** /trash «Корзина»: a restore changes another section's lists too. */
  trash: domainKeys('trash'),
};
