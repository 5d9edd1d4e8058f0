/** The chart kit (README.md beside this file): one panel, its table, the ru-RU formatters. */
export type { ChartInput, ChartKind, ChartSeries } from './chart-config';
export {
  type ChartValueKind,
  formatChartValue,
  formatDayLabel,
  formatMonthLabel,
  sumChartValues,
} from './chart-format';
export { ChartPanel, type ChartPanelProps } from './chart-panel';
export { ChartTable } from './chart-table';
export { FigureCell, FigureTable } from './figure-table';
