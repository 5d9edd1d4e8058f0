import type {
  PaymentsStatisticsResponse,
  RefundStatisticsResponse,
  SignUpStatistics,
  StatisticsPeriodRow,
  SubscriptionStatisticsResponse,
} from '@school/contracts';

const none: SignUpStatistics = {
  countSingUp: 0,
  countFirstPaySubscriptions: 0,
  sumAmountFirstPaySubscriptions: 0,
  countNextPaySubscriptions: 0,
  sumAmountNextPaySubscriptions: 0,
  sumAmount: 0,
  countRefunds: 0,
  sumRefunds: 0,
  sumNet: 0,
};
const noProviders = { tinkoff: 0, yookassa: 0, sbp: 0, 'pay-selection': 0, credit: 0 };

export const periodRow = (
  start: string,
  end: string,
  figures: Partial<StatisticsPeriodRow> = {},
): StatisticsPeriodRow => ({ ...none, byProvider: noProviders, start, end, ...figures });

/** Three days of November 2026, the middle one empty; kopecks that drift as floats (0.10 + 0.20). */
export const DAYS: PaymentsStatisticsResponse = {
  periods: [
    periodRow('2026-11-01', '2026-11-01', {
      countSingUp: 3,
      countFirstPaySubscriptions: 2,
      sumAmountFirstPaySubscriptions: 1000.1,
      countNextPaySubscriptions: 1,
      sumAmountNextPaySubscriptions: 0.2,
      sumAmount: 1000.3,
      byProvider: { ...noProviders, tinkoff: 1000.1, sbp: 0.2 },
      sumNet: 1000.3,
    }),
    periodRow('2026-11-02', '2026-11-02'),
    periodRow('2026-11-03', '2026-11-03', {
      countSingUp: 1,
      countFirstPaySubscriptions: 1,
      sumAmountFirstPaySubscriptions: 234.2,
      sumAmount: 234.2,
      countRefunds: 1,
      sumRefunds: 100,
      sumNet: 134.2,
      byProvider: { ...noProviders, tinkoff: 234.2 },
    }),
  ],
  totals: {
    countSingUp: 4,
    countFirstPaySubscriptions: 3,
    sumAmountFirstPaySubscriptions: 1234.3,
    countNextPaySubscriptions: 1,
    sumAmountNextPaySubscriptions: 0.2,
    sumAmount: 1234.5,
    countRefunds: 1,
    sumRefunds: 100,
    sumNet: 1134.5,
  },
  // The three days before: the same sign-ups, less paid, no auto-charges, more refunded.
  previous: {
    dateFrom: '2026-10-29',
    dateTo: '2026-10-31',
    totals: {
      ...none,
      countSingUp: 4,
      countFirstPaySubscriptions: 2,
      sumAmountFirstPaySubscriptions: 1000,
      sumAmount: 1000,
      countRefunds: 1,
      sumRefunds: 200,
      sumNet: 800,
    },
  },
};

export const QUIET: PaymentsStatisticsResponse = {
  periods: [periodRow('2001-01-01', '2001-01-01')],
  totals: none,
  previous: { dateFrom: '2000-12-31', dateTo: '2000-12-31', totals: none },
};

export const REFUNDS: RefundStatisticsResponse = {
  providers: [
    {
      provider: 'tinkoff',
      paidPayments: 3,
      paidAmount: 1234.3,
      refundedPayments: 1,
      refundedAmount: 100,
      rate: 1 / 3,
    },
    { provider: 'sbp', paidPayments: 1, paidAmount: 0.2, refundedPayments: 0, refundedAmount: 0, rate: 0 },
  ],
  total: { paidPayments: 4, paidAmount: 1234.5, refundedPayments: 1, refundedAmount: 100, rate: 0.25 },
};

export const SUBSCRIPTIONS: SubscriptionStatisticsResponse = {
  months: [
    {
      month: '2026-10-01',
      active: 10,
      mrr: 9990,
      newSubscriptions: 2,
      newMrr: 1998,
      renewals: 8,
      churned: 2,
      churnedMrr: 1998,
      activeAtStart: 10,
      churnedOfActive: 2,
      churnRate: 0.2,
      payingStudents: 4,
      netRevenue: 8000,
      arpu: 2000,
    },
    {
      month: '2026-11-01',
      active: 12,
      mrr: 11988,
      newSubscriptions: 3,
      newMrr: 2997,
      renewals: 9,
      churned: 1,
      churnedMrr: 999,
      activeAtStart: 10,
      churnedOfActive: 1,
      churnRate: 0.1,
      payingStudents: 5,
      netRevenue: 12000,
      arpu: 2400,
    },
  ],
  retention: [
    { month: '2026-10-01', subscriptions: 4, retained: [4, 3] },
    { month: '2026-11-01', subscriptions: 3, retained: [3] },
  ],
  ltv: [
    { month: '2026-10-01', students: 4, revenue: 10000, ltv: 2500 },
    { month: '2026-11-01', students: 0, revenue: 0, ltv: null },
  ],
};
