import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Chart } from 'primereact/chart';
import { type ReactNode, useId, useMemo, useState } from 'react';
import './chart-js';
import { type ChartInput, type ChartKind, chartConfig } from './chart-config';
import type { ChartValueKind } from './chart-format';
import { ChartTable } from './chart-table';
import { useChartTheme } from './chart-theme';
import './charts.css';

export type ChartPanelProps = {
  /** The heading, the canvas's accessible name and the table's caption. */
  title: string;
  kind: ChartKind;
  data: ChartInput;
  valueKind: ChartValueKind;
  /** The table's first column header: «Период», «Провайдер», «Шаг». */
  categoryLabel: string;
  /** The headline figures in one sentence, read by screen readers (visually hidden); the table has all. */
  summary?: string;
  /** Canvas height in px (the width is the panel's). */
  height?: number;
  /** The table open at first (closed by default, behind «Таблица»). */
  tableOpen?: boolean;
  /** A row «Итого» under the table (default: yes, except percentages). */
  totals?: boolean;
  /** A table of its own instead of the generated one (extra columns such as a rate). */
  table?: ReactNode;
  /** Beside «Таблица» in the header: a CSV link, a switch. */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
};

/**
 * A chart with its figures: heading, canvas (PrimeReact Chart over chart.js, theme colours, ru-RU ticks and
 * tooltips, legend), a visually hidden summary the canvas is described by, and «Таблица» that shows the
 * same numbers as a table. See README.md beside this file.
 */
export function ChartPanel({
  title,
  kind,
  data,
  valueKind,
  categoryLabel,
  summary,
  height = 300,
  tableOpen = false,
  totals,
  table,
  actions,
  headingLevel = 2,
}: ChartPanelProps) {
  const theme = useChartTheme();
  const config = useMemo(() => chartConfig(kind, data, valueKind, theme), [kind, data, valueKind, theme]);
  const [showTable, setShowTable] = useState(tableOpen);
  const summaryId = useId();
  const tableId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="app-chart card" aria-label={title}>
      <div className="app-chart__header">
        <Heading className="app-chart__title">{title}</Heading>
        <div className="app-chart__actions">
          {actions}
          <Button
            type="button"
            icon={showTable ? 'pi pi-chart-bar' : 'pi pi-table'}
            label={showTable ? texts.charts.hideTable : texts.charts.showTable}
            text
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((open) => !open)}
          />
        </div>
      </div>
      <p id={summaryId} className="app-visually-hidden">
        {texts.charts.summaryLead(title)} {summary}
      </p>
      <Chart
        type={config.type}
        data={config.data}
        options={config.options}
        style={{ height: `${height}px`, position: 'relative' }}
        // The canvas (role="img") is named by the title and described by the summary; Chart's own
        // `ariaLabel` prop would also land on its wrapper <div> as an unknown attribute.
        pt={{ canvas: { 'aria-label': title, 'aria-describedby': summaryId } as object }}
      />
      <div id={tableId} hidden={!showTable}>
        {table ?? (
          <ChartTable
            title={title}
            data={data}
            valueKind={valueKind}
            categoryLabel={categoryLabel}
            totals={totals}
          />
        )}
      </div>
    </section>
  );
}
