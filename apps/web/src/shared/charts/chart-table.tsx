import { texts } from '@school/contracts';
import type { ChartInput } from './chart-config';
import { type ChartValueKind, formatChartValue, sumChartValues } from './chart-format';

type ChartTableProps = {
  /** Names the table (its caption) and its scroll region. */
  title: string;
  data: ChartInput;
  valueKind: ChartValueKind;
  /** The first column's header: «Период», «Провайдер», «Шаг». */
  categoryLabel: string;
  /** A last row «Итого» with each series' sum (money added in whole kopecks). Never for percentages. */
  totals?: boolean;
};

/** The figures behind a chart, one row per label and one column per series; scrolls sideways on a phone. */
export function ChartTable({ title, data, valueKind, categoryLabel, totals = true }: ChartTableProps) {
  const showTotals = totals && valueKind !== 'percent' && data.labels.length > 1;
  const cell = (value: number | undefined) =>
    value === undefined ? '—' : formatChartValue(value, valueKind);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="app-chart-table" aria-label={title} tabIndex={0}>
      <table>
        <caption className="app-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {data.series.map((series) => (
              <th key={series.label} scope="col" className="app-chart-table__number">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of a fixed series; labels may repeat
            <tr key={row}>
              <th scope="row">{label}</th>
              {data.series.map((series) => (
                <td key={series.label} className="app-chart-table__number">
                  {cell(series.values[row])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {showTotals && (
          <tfoot>
            <tr>
              <th scope="row">{texts.charts.total}</th>
              {data.series.map((series) => (
                <td key={series.label} className="app-chart-table__number">
                  {cell(sumChartValues(series.values, valueKind))}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
