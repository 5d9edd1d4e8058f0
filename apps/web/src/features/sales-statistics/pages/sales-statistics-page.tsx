import type { StatisticsPeriod } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useMemo } from 'react';
import { twelveMonthsTo } from '@/shared/lib/statistics-view';
import { useStatisticsView } from '@/shared/lib/use-statistics-view';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { RefundStatistics } from '../components/refund-statistics';
import { RevenueCharts } from '../components/revenue-charts';
import { StatisticsCards } from '../components/statistics-cards';
import { ChartSkeleton, QuietPeriod } from '../components/statistics-placeholders';
import { SalesStatisticsToolbar } from '../components/statistics-toolbar';
import { SubscriptionStatistics } from '../components/subscription-statistics';
import { isQuietPeriod } from '../lib/statistics-charts';
import {
  usePaymentsStatistics,
  useRefundStatistics,
  useSubscriptionStatistics,
} from '../sales-statistics.api';
import '../sales-statistics.css';

const t = salesStatisticsTexts.salesStatistics;

/**
 * /payments-statistics «Статистика»: for a period and a grouping (both in the URL) the sign-up statistics as
 * cards, revenue over time (first vs repeat, by provider), refunds per provider, and subscriptions (MRR,
 * movements, retention) over the 12 months up to the period's end. Each chart has its table; «Экспорт CSV» gives the same periods as a file.
 */
export function SalesStatisticsPage() {
  const state = useStatisticsView();
  const { query } = state;
  const period: StatisticsPeriod = useMemo(
    () => ({ dateFrom: query.dateFrom, dateTo: query.dateTo }),
    [query.dateFrom, query.dateTo],
  );
  const payments = usePaymentsStatistics(query);
  const refunds = useRefundStatistics(period);
  const subscriptionMonths = useMemo(() => twelveMonthsTo(query.dateTo), [query.dateTo]);
  const subscriptions = useSubscriptionStatistics(subscriptionMonths);
  const updating = payments.isPlaceholderData || refunds.isPlaceholderData || subscriptions.isPlaceholderData;
  const quiet = payments.data ? isQuietPeriod(payments.data.totals) : false;

  return (
    <div className="sales-statistics" aria-busy={updating}>
      <SalesStatisticsToolbar state={state} />
      {payments.isError && !payments.data ? (
        <LoadFailedState card title={t.loadFailed} onRetry={payments.refetch} />
      ) : (
        <StatisticsCards totals={payments.data?.totals} />
      )}
      <div
        className={
          updating ? 'sales-statistics__body sales-statistics__body--updating' : 'sales-statistics__body'
        }
      >
        {payments.data ? (
          quiet ? (
            <QuietPeriod />
          ) : (
            <RevenueCharts statistics={payments.data} groupBy={query.groupBy} />
          )
        ) : (
          !payments.isError && <ChartSkeleton />
        )}
        {refunds.data ? (
          !quiet && <RefundStatistics refunds={refunds.data} />
        ) : refunds.isError ? (
          <LoadFailedState card title={t.loadFailed} onRetry={refunds.refetch} />
        ) : (
          <ChartSkeleton height={240} />
        )}
        {subscriptions.data ? (
          <SubscriptionStatistics statistics={subscriptions.data} />
        ) : subscriptions.isError ? (
          <LoadFailedState card title={t.loadFailed} onRetry={subscriptions.refetch} />
        ) : (
          <ChartSkeleton />
        )}
      </div>
    </div>
  );
}
