import { formatMoney, type SubscriptionStatisticsResponse, texts } from '@school/contracts';
import { useMemo } from 'react';
import { ChartPanel, formatChartValue, formatMonthLabel } from '@/shared/charts';
import { movementChart, mrrChart } from '../lib/statistics-charts';
import { RetentionTable } from './retention-table';

const t = texts.salesStatistics.subscriptions;
const count = (value: number) => formatChartValue(value, 'count');

/** Subscriptions by month: MRR, active ones and their movements, and retention by cohort. */
export function SubscriptionStatistics({ statistics }: { statistics: SubscriptionStatisticsResponse }) {
  const { months, retention } = statistics;
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
  ] as const;

  const monthTable = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="app-chart-table" aria-label={t.mrrTitle} tabIndex={0}>
      <table>
        <caption className="app-visually-hidden">{t.mrrTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.salesStatistics.monthColumn}</th>
            {numbers.map((label) => (
              <th key={label} scope="col" className="app-chart-table__number">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {months.map((row) => (
            <tr key={row.month}>
              <th scope="row">{formatMonthLabel(row.month)}</th>
              <td className="app-chart-table__number">{count(row.active)}</td>
              <td className="app-chart-table__number">{formatMoney(row.mrr)}</td>
              <td className="app-chart-table__number">{count(row.newSubscriptions)}</td>
              <td className="app-chart-table__number">{formatMoney(row.newMrr)}</td>
              <td className="app-chart-table__number">{count(row.renewals)}</td>
              <td className="app-chart-table__number">{count(row.churned)}</td>
              <td className="app-chart-table__number">{formatMoney(row.churnedMrr)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );

  return (
    <>
      <div className="sales-statistics__pair">
        <ChartPanel
          title={t.mrrTitle}
          kind="line"
          data={mrr}
          valueKind="money"
          categoryLabel={texts.salesStatistics.monthColumn}
          summary={t.mrrSummary(formatMoney(first?.mrr ?? 0), formatMoney(last?.mrr ?? 0))}
          table={monthTable}
        />
        <ChartPanel
          title={t.movementTitle}
          kind="bar"
          data={movement}
          valueKind="count"
          categoryLabel={texts.salesStatistics.monthColumn}
          summary={t.movementSummary(count(last?.active ?? 0), count(added), count(churned))}
          totals={false}
        />
      </div>
      <RetentionTable cohorts={retention} />
    </>
  );
}
