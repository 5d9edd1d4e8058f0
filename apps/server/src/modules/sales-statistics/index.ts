/** The sales statistics' public face: what the benchmark calls (and any other code reading them). */

export { readPaymentFigures, readSignups } from './sales-statistics.repository';
export {
  paymentsStatistics,
  paymentsStatisticsFigures,
  rangeTotals,
  refundStatistics,
  subscriptionStatistics,
} from './sales-statistics.service';
export { addDays } from './statistics-periods';
export {
  repairStatistics,
  STATISTICS_REPAIR_JOB,
  scheduleStatisticsRepair,
} from './statistics-repair';
export { previousPeriod } from './statistics-versions';
