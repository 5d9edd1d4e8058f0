import { type RetentionCohort, texts } from '@school/contracts';
import type { CSSProperties } from 'react';
import { useId, useMemo } from 'react';
import { formatChartValue } from '@/shared/charts';
import { retentionTable } from '../lib/statistics-charts';

const t = texts.salesStatistics.subscriptions;

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
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className="app-chart-table" aria-label={t.retentionTitle} tabIndex={0}>
          <table className="sales-statistics__retention">
            <caption className="app-visually-hidden">{t.retentionTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.cohort}</th>
                <th scope="col" className="app-chart-table__number">
                  {t.cohortSize}
                </th>
                {Array.from({ length: columns }, (_, offset) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the offset
                  <th key={offset} scope="col" className="app-chart-table__number">
                    {t.monthOffset(offset)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.month}>
                  <th scope="row">{row.label}</th>
                  <td className="app-chart-table__number">{formatChartValue(row.subscriptions, 'count')}</td>
                  {row.shares.map((share, offset) => (
                    <td
                      // biome-ignore lint/suspicious/noArrayIndexKey: the column is the offset
                      key={offset}
                      className="app-chart-table__number sales-statistics__heat"
                      style={share === null ? undefined : ({ '--heat': share } as CSSProperties)}
                    >
                      {share === null ? '' : formatChartValue(share, 'percent')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
