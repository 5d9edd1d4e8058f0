import type { ReferralStatisticsQuery, ReferralStatisticsResponse } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { useMemo } from 'react';
import { ChartPanel } from '@/shared/charts';
import { moneyChart, moneySummary, periodLabels, signUpsChart, signUpsSummary } from '../lib/profit-charts';

const t = referralsTexts.referrals.page;

/** Sign-ups by invitation, and the revenue they brought beside the commissions it accrued, over the period. */
export function ProfitCharts({
  statistics,
  query,
}: {
  statistics: ReferralStatisticsResponse;
  query: ReferralStatisticsQuery;
}) {
  const { series, totals } = statistics;
  const labels = useMemo(
    () => periodLabels(series, query.groupBy, query.dateTo),
    [series, query.groupBy, query.dateTo],
  );
  const signUps = useMemo(() => signUpsChart(labels, series), [labels, series]);
  const money = useMemo(() => moneyChart(labels, series), [labels, series]);
  return (
    <div className="referrals__pair">
      <ChartPanel
        title={t.signUpsChart}
        kind="bar"
        data={signUps}
        valueKind="count"
        categoryLabel={t.periodColumn}
        summary={signUpsSummary(totals)}
      />
      <ChartPanel
        title={t.moneyChart}
        kind="line"
        data={money}
        valueKind="money"
        categoryLabel={t.periodColumn}
        summary={moneySummary(totals)}
      />
    </div>
  );
}
