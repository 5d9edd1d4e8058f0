import { PAYMENT_LIST_MAX_ROWS, SCHOOL_TIME_ZONE, type StatisticsGrouping } from '@school/contracts';

/** The payments-list requests measured (query strings of GET /api/payments), issue 10. */
export const PAYMENT_LIST_CASES: ReadonlyArray<{ name: string; query: string }> = [
  { name: 'payments: first page', query: '' },
  { name: 'payments: deepest page', query: `skip=${PAYMENT_LIST_MAX_ROWS - 15}&take=15` },
  { name: 'payments: search "смирнов"', query: `search=${encodeURIComponent('смирнов')}` },
  { name: 'payments: provider + amount:desc', query: 'provider=sbp&orderBy=amount:desc' },
  {
    name: 'payments: deepest filtered',
    query: `provider=sbp&orderBy=amount:desc&skip=${PAYMENT_LIST_MAX_ROWS - 15}&take=15`,
  },
];

/** payments.csv measured: every payment, the list's default order. */
export const PAYMENTS_EXPORT_QUERY = '';

/** Today on the school's clock, `YYYY-MM-DD`. */
export function schoolToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE }).format(now);
}

const shift = (day: string, { days = 0, years = 0 }) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Statistics periods (a day, a month, three years up to today) × groupings. */
export function statisticsCases(today = schoolToday()) {
  const periods = [
    { label: 'a day', dateFrom: today, dateTo: today },
    { label: 'a month', dateFrom: shift(today, { days: -29 }), dateTo: today },
    { label: 'three years', dateFrom: shift(shift(today, { years: -3 }), { days: 1 }), dateTo: today },
  ];
  const groupings: StatisticsGrouping[] = ['day', 'week', 'month'];
  return periods.flatMap((period) =>
    groupings.map((groupBy) => ({
      name: `statistics: ${period.label} by ${groupBy}`,
      dateFrom: period.dateFrom,
      dateTo: period.dateTo,
      groupBy,
      query: `dateFrom=${period.dateFrom}&dateTo=${period.dateTo}&groupBy=${groupBy}`,
    })),
  );
}

/**
 * The same case over a range moved `days` earlier (the same length): with a different range per request,
 * the server's answer cache cannot answer, so every request reads and shapes its figures.
 */
export function movedStatisticsPath(
  c: { dateFrom: string; dateTo: string; groupBy: StatisticsGrouping },
  days: number,
) {
  const dateFrom = shift(c.dateFrom, { days: -days });
  const dateTo = shift(c.dateTo, { days: -days });
  return `/api/payments/statistics?dateFrom=${dateFrom}&dateTo=${dateTo}&groupBy=${c.groupBy}`;
}
