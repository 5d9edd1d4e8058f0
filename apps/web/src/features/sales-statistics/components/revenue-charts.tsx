import type { PaymentsStatisticsResponse, StatisticsGrouping } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useMemo } from 'react';
import { ChartPanel } from '@/shared/charts';
import {
  countsChart,
  countsSummary,
  providerSummary,
  revenueByProviderChart,
  revenueByTypeChart,
  revenueSummary,
} from '../lib/statistics-charts';

const t = salesStatisticsTexts.salesStatistics;

/** Revenue over the period: first purchases vs auto-charges, by provider, and the counts behind them. */
export function RevenueCharts({
  statistics,
  groupBy,
}: {
  statistics: PaymentsStatisticsResponse;
  groupBy: StatisticsGrouping;
}) {
  const { periods, totals } = statistics;
  const byType = useMemo(() => revenueByTypeChart(periods, groupBy), [periods, groupBy]);
  const byProvider = useMemo(() => revenueByProviderChart(periods, groupBy), [periods, groupBy]);
  const counts = useMemo(() => countsChart(periods, groupBy), [periods, groupBy]);
  return (
    <>
      <ChartPanel
        title={t.revenueByType}
        kind="stacked-bar"
        data={byType}
        valueKind="money"
        categoryLabel={t.periodColumn}
        summary={revenueSummary(byType)}
      />
      <div className="sales-statistics__pair">
        <ChartPanel
          title={t.revenueByProvider}
          kind="stacked-bar"
          data={byProvider}
          valueKind="money"
          categoryLabel={t.periodColumn}
          summary={providerSummary(byProvider)}
        />
        <ChartPanel
          title={t.counts}
          kind="line"
          data={counts}
          valueKind="count"
          categoryLabel={t.periodColumn}
          summary={countsSummary(totals)}
        />
      </div>
    </>
  );
}
