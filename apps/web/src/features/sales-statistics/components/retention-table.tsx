import type { RetentionCohort } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import type { CSSProperties } from 'react';
import { useId, useMemo } from 'react';
import { FigureCell, FigureTable, formatChartValue } from '@/shared/charts';
import { retentionTable } from '../lib/statistics-charts';

const t = salesStatisticsTexts.salesStatistics.subscriptions;

/**
 * Retention by the month of the first payment: one row per cohort, the share still active N months later.
 * Cells are tinted by the share (`--heat`, sales-statistics.css mixes the theme's primary colour over the
 * card), capped so the text keeps its contrast in both themes.
 */
export function RetentionTable({ cohorts }: { cohorts: readonly RetentionCohort[] }) {
  const { columns, rows } = useMemo(() => retentionTable(cohorts), [cohorts]);
  const titleId = useId();
  return (
    <section className="card app-chart" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-chart__title">
        {t.retentionTitle}
      </h2>
      <p className="app-card-hint m-0">{t.retentionHint}</p>
      {rows.length === 0 ? (
        <p className="m-0">{t.retentionEmpty}</p>
      ) : (
        <FigureTable
          title={t.retentionTitle}
          tableClassName="sales-statistics__retention"
          rowHeader={t.cohort}
          columns={[t.cohortSize, ...Array.from({ length: columns }, (_, offset) => t.monthOffset(offset))]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.label}</th>
                <FigureCell>{formatChartValue(row.subscriptions, 'count')}</FigureCell>
                {row.shares.map((share, offset) => (
                  <FigureCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: the column is the offset
                    key={offset}
                    className="sales-statistics__heat"
                    style={share === null ? undefined : ({ '--heat': share } as CSSProperties)}
                  >
                    {share === null ? '' : formatChartValue(share, 'percent')}
                  </FigureCell>
                ))}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
    </section>
  );
}
