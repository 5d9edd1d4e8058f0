import { formatMoney, type SubscriptionStatisticsResponse } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useMemo } from 'react';
import { ChartPanel, FigureCell, FigureTable, formatChartValue, formatMonthLabel } from '@/shared/charts';
import { movementChart, mrrChart } from '../lib/statistics-charts';
import { LtvTable } from './ltv-table';
import { RetentionTable } from './retention-table';
import { SubscriptionFigures } from './subscription-figures';

const t = salesStatisticsTexts.salesStatistics.subscriptions;
const count = (value: number) => formatChartValue(value, 'count');

/**
 * Subscriptions by month (the 12 up to the period's end): the last month's MRR, ARPU and churn rate as cards,
 * MRR, active ones and their movements (ARPU and churn rate in the table too), retention and LTV by cohort.
 */
export function SubscriptionStatistics({ statistics }: { statistics: SubscriptionStatisticsResponse }) {
  const { months, retention, ltv } = statistics;
  const mrr = useMemo(() => mrrChart(months), [months]);
  const movement = useMemo(() => movementChart(months), [months]);
  const first = months[0];
  const last = months.at(-1);
  const added = months.reduce((sum, row) => sum + row.newSubscriptions, 0);
  const churned = months.reduce((sum, row) => sum + row.churned, 0);
  const numbers = [
    t.active,
    t.mrr,
    t.newSubscriptions,
    t.newMrr,
    t.renewals,
    t.churned,
    t.churnedMrr,
    t.arpu,
    t.churnRate,
  ] as const;

  const monthTable = (
    <FigureTable
      title={t.mrrTitle}
      rowHeader={salesStatisticsTexts.salesStatistics.monthColumn}
      columns={numbers}
    >
      <tbody>
        {months.map((row) => (
          <tr key={row.month}>
            <th scope="row">{formatMonthLabel(row.month)}</th>
            <FigureCell>{count(row.active)}</FigureCell>
            <FigureCell>{formatMoney(row.mrr)}</FigureCell>
            <FigureCell>{count(row.newSubscriptions)}</FigureCell>
            <FigureCell>{formatMoney(row.newMrr)}</FigureCell>
            <FigureCell>{count(row.renewals)}</FigureCell>
            <FigureCell>{count(row.churned)}</FigureCell>
            <FigureCell>{formatMoney(row.churnedMrr)}</FigureCell>
            <FigureCell>{row.arpu === null ? '—' : formatMoney(row.arpu)}</FigureCell>
            <FigureCell>
              {row.churnRate === null ? '—' : formatChartValue(row.churnRate, 'percent')}
            </FigureCell>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );

  return (
    <>
      {first && last && (
        <p className="app-card-hint m-0">
          {t.twelveMonths(formatMonthLabel(first.month), formatMonthLabel(last.month))}
        </p>
      )}
      <SubscriptionFigures months={months} />
      <div className="sales-statistics__pair">
        <ChartPanel
          title={t.mrrTitle}
          kind="line"
          data={mrr}
          valueKind="money"
          categoryLabel={salesStatisticsTexts.salesStatistics.monthColumn}
          summary={t.mrrSummary(formatMoney(first?.mrr ?? 0), formatMoney(last?.mrr ?? 0))}
          table={monthTable}
        />
        <ChartPanel
          title={t.movementTitle}
          kind="bar"
          data={movement}
          valueKind="count"
          categoryLabel={salesStatisticsTexts.salesStatistics.monthColumn}
          summary={t.movementSummary(count(last?.active ?? 0), count(added), count(churned))}
          totals={false}
        />
      </div>
      <RetentionTable cohorts={retention} />
      <LtvTable cohorts={ltv} />
    </>
  );
}
