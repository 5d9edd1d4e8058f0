import type { ReferralRow, ReferralStatisticsResponse, ReferrerRow } from '@school/contracts/referrals';

/** A referral as `/api/referrals/list` answers it. */
export const referral = (overrides: Partial<ReferralRow> = {}): ReferralRow => ({
  id: 5,
  createdAt: '2026-02-01T20:58:00.000Z',
  code: 'S12',
  referrer: { kind: 'student', id: 12, name: 'Иванова Анна', email: 'anna@example.ru' },
  referred: { id: 31, name: 'Петров Пётр', email: 'petr@example.ru' },
  paidSum: 1234.5,
  paymentsCount: 2,
  commission: 123.45,
  flags: [],
  ...overrides,
});

export const topReferrer = (overrides: Partial<ReferrerRow> = {}): ReferrerRow => ({
  referrer: { kind: 'staff', id: 3, name: 'Кураторова Мария', email: 'curator@demo.test' },
  signUps: 4,
  payingReferrals: 2,
  revenue: 2000.1,
  accrued: 200.01,
  ...overrides,
});

/** Three days of «Прибыль»: accrued 300,50 = held 100,30 + paid 150,10 + reversed 50,10. */
export const STATISTICS: ReferralStatisticsResponse = {
  totals: {
    signUps: 5,
    payingReferrals: 3,
    revenue: 3005.2,
    accrued: 300.5,
    held: 100.3,
    paid: 150.1,
    reversed: 50.1,
  },
  series: [
    { period: '2026-11-01', signUps: 2, revenue: 1000.1, accrued: 100 },
    { period: '2026-11-02', signUps: 0, revenue: 0, accrued: 0 },
    { period: '2026-11-03', signUps: 3, revenue: 2005.1, accrued: 200.5 },
  ],
  topReferrers: [
    topReferrer(),
    topReferrer({
      referrer: { kind: 'student', id: 12, name: 'Иванова Анна', email: 'anna@example.ru' },
      signUps: 1,
      payingReferrals: 1,
      revenue: 1005.1,
      accrued: 100.49,
    }),
  ],
};

export const QUIET: ReferralStatisticsResponse = {
  totals: { signUps: 0, payingReferrals: 0, revenue: 0, accrued: 0, held: 0, paid: 0, reversed: 0 },
  series: [{ period: '2001-01-01', signUps: 0, revenue: 0, accrued: 0 }],
  topReferrers: [],
};
