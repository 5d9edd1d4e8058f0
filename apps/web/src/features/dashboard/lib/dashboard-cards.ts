import { type APPLICATION_KINDS, formatCount, formatDateTime, formatMoney } from '@school/contracts';
import type {
  DashboardEvent,
  DashboardSalesPeriod,
  OwnDashboard,
  SchoolDashboard,
} from '@school/contracts/dashboard';
import { dashboardTexts } from '@school/contracts/texts/dashboard';
import { APPLICATION_KIND_PATHS } from '@/shared/lib/section-paths';
import type { FigureCard } from '@/shared/ui/figure-cards';
import { formatFigure } from '@/shared/ui/figure-change';

const t = dashboardTexts.dashboard;

const query = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;

/** A period's sales: each card opens «Статистика платежей» (or the students) for the same days. */
export function salesCards(period: DashboardSalesPeriod): FigureCard[] {
  const days = { dateFrom: period.dateFrom, dateTo: period.dateTo };
  const statistics = query('/payments-statistics', days);
  const money = (figure: { current: string; previous: string }) => ({ ...figure, kind: 'money' as const });
  const count = (figure: { current: number; previous: number }) => ({ ...figure, kind: 'count' as const });
  return [
    {
      label: t.revenue,
      value: formatMoney(period.revenue.current),
      detail: t.revenueHint,
      tone: 'accent',
      change: money(period.revenue),
      to: statistics,
    },
    {
      label: t.firstPayments,
      value: formatMoney(period.firstPaymentsSum.current),
      detail: formatCount(period.firstPayments.current, t.paymentForms),
      change: money(period.firstPaymentsSum),
      to: statistics,
    },
    {
      label: t.renewals,
      value: formatMoney(period.renewalsSum.current),
      detail: formatCount(period.renewals.current, t.paymentForms),
      change: money(period.renewalsSum),
      to: statistics,
    },
    {
      label: t.refunds,
      value: formatMoney(period.refundsSum.current),
      detail: formatCount(period.refunds.current, t.refundForms),
      tone: period.refunds.current > 0 ? 'danger' : undefined,
      change: money(period.refundsSum),
      to: statistics,
    },
    {
      label: t.signups,
      value: formatFigure(period.signups.current, 'count'),
      change: count(period.signups),
      to: query('/users', days),
    },
  ];
}

/** What waits for the school: each card opens its list filtered to exactly what it counts. */
export function schoolWaitingCards(board: SchoolDashboard): FigureCard[] {
  return [
    ...queueCards(board.queues, (kind, params) => query(APPLICATION_KIND_PATHS[kind], params)),
    waiting(t.questionsWaiting, board.questionsWaiting, query('/profile/questions', { status: 'waiting' })),
    waiting(t.withdrawalsRequested, board.withdrawalsRequested, '/withdrawals'),
    waiting(t.coursesInReview, board.coursesInReview, query('/courses', { status: 1 })),
    waiting(
      t.staleAttempts(board.staleAttempts.hours),
      board.staleAttempts.count,
      query('/sales', { status: 'new', createdBefore: board.staleAttempts.before }),
    ),
  ];
}

/** A curator's or speaker's own: sales, queues, questions, and where each opens. */
export function ownWaitingCards(board: OwnDashboard): FigureCard[] {
  return [
    {
      label: t.ownSales,
      value: formatMoney(board.sales.sum),
      detail: formatCount(board.sales.count, t.paymentForms),
      tone: 'accent',
      to: query('/profile/sales-courses', { dateFrom: board.sales.dateFrom, dateTo: board.sales.dateTo }),
    },
    ...queueCards(board.queues, (kind, params) => query('/profile/applications', { kind, ...params })),
    waiting(t.questionsWaiting, board.questionsWaiting, query('/profile/questions', { status: 'waiting' })),
  ];
}

/** The own money: available, held (with the next release) and the open payout requests, all on /earnings. */
export function ownMoneyCards(board: OwnDashboard): FigureCard[] {
  const { balance, withdrawalsOpen } = board;
  return [
    { label: t.available, value: formatMoney(balance.available), tone: 'accent', to: '/earnings' },
    {
      label: t.held,
      value: formatMoney(balance.held),
      detail:
        balance.nextReleaseAt && balance.nextReleaseAmount
          ? t.nextRelease(formatDateTime(balance.nextReleaseAt), formatMoney(balance.nextReleaseAmount))
          : t.nothingHeld,
      to: '/earnings',
    },
    {
      label: t.withdrawalsOpen,
      value: formatFigure(withdrawalsOpen.count, 'count'),
      detail: withdrawalsOpen.count > 0 ? t.withdrawalsOpenSum(formatMoney(withdrawalsOpen.sum)) : undefined,
      to: '/earnings',
    },
  ];
}

function queueCards(
  queues: SchoolDashboard['queues'],
  link: (kind: (typeof APPLICATION_KINDS)[number], params: Record<string, string>) => string,
): FigureCard[] {
  return queues.flatMap((queue) => [
    waiting(t.queueNew(t.queues[queue.kind]), queue.new, link(queue.kind, { status: 'new' })),
    {
      ...waiting(t.queueOverdue(t.queues[queue.kind]), queue.overdue, link(queue.kind, { overdue: 'true' })),
      tone: queue.overdue > 0 ? ('danger' as const) : undefined,
    },
  ]);
}

function waiting(label: string, count: number, to: string): FigureCard {
  return { label, value: formatFigure(count, 'count'), tone: count > 0 ? 'warning' : undefined, to };
}

/** A line of the feed: its text and the record it opens. */
export function eventLine(event: DashboardEvent): { text: string; to: string | undefined; icon: string } {
  switch (event.kind) {
    case 'payment':
      return {
        text: `${t.events.payment(event.name, event.subject)} · ${formatMoney(event.amount)}`,
        to: `/sales/${event.id}`,
        icon: 'pi pi-wallet',
      };
    case 'application':
      return {
        text: t.events.application(event.name, event.subject),
        to: event.queue ? `${APPLICATION_KIND_PATHS[event.queue]}/${event.id}` : undefined,
        icon: 'pi pi-inbox',
      };
    case 'signup':
      return { text: t.events.signup(event.name), to: `/users/${event.id}`, icon: 'pi pi-user-plus' };
    case 'question':
      return {
        text: t.events.question(event.name, event.subject),
        to: query('/profile/questions', { status: 'waiting' }),
        icon: 'pi pi-question-circle',
      };
  }
}
