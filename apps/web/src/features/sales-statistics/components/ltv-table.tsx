import { formatMoney, type LtvCohort } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useId } from 'react';
import { FigureCell, FigureTable, formatChartValue, formatMonthLabel } from '@/shared/charts';

const t = salesStatisticsTexts.salesStatistics.subscriptions;

/**
 * LTV by the month of the first payment: one row per month that had new paying students, what they brought
 * to date and per student. LTV comes first: on a phone the table scrolls sideways and the figure stays in view.
 * Below the retention table, which counts subscriptions rather than students.
 */
export function LtvTable({ cohorts }: { cohorts: readonly LtvCohort[] }) {
  const titleId = useId();
  const rows = cohorts.filter((cohort) => cohort.students > 0);
  return (
    <section className="card app-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-chart__title">
        {t.ltvTitle}
      </h2>
      <p className="app-card-hint m-0">{t.ltvHint}</p>
      {rows.length === 0 ? (
        <p className="m-0">{t.ltvEmpty}</p>
      ) : (
        <FigureTable title={t.ltvTitle} rowHeader={t.cohort} columns={[t.ltv, t.ltvStudents, t.ltvRevenue]}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{formatMonthLabel(row.month)}</th>
                <FigureCell>{row.ltv === null ? '—' : formatMoney(row.ltv)}</FigureCell>
                <FigureCell>{formatChartValue(row.students, 'count')}</FigureCell>
                <FigureCell>{formatMoney(row.revenue)}</FigureCell>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
    </section>
  );
}
