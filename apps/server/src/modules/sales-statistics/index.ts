/** The sales statistics' public face: what the benchmark calls (and any other code reading them). */
export {
  paymentsStatistics,
  paymentsStatisticsFigures,
  refundStatistics,
  subscriptionStatistics,
} from './sales-statistics.service';
