import { texts } from '@school/contracts';
import type { ChartInput } from './chart-config';
import { type ChartValueKind, formatChartValue, sumChartValues } from './chart-format';
import { FigureCell, FigureTable } from './figure-table';

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
    <FigureTable title={title} rowHeader={categoryLabel} columns={data.series.map((series) => series.label)}>
      <tbody>
        {data.labels.map((label, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of a fixed series; labels may repeat
          <tr key={row}>
            <th scope="row">{label}</th>
            {data.series.map((series) => (
              <FigureCell key={series.label}>{cell(series.values[row])}</FigureCell>
            ))}
          </tr>
        ))}
      </tbody>
      {showTotals && (
        <tfoot>
          <tr>
            <th scope="row">{texts.charts.total}</th>
            {data.series.map((series) => (
              <FigureCell key={series.label}>{cell(sumChartValues(series.values, valueKind))}</FigureCell>
            ))}
          </tr>
        </tfoot>
      )}
    </FigureTable>
  );
}
