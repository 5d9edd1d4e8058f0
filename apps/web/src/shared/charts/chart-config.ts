import { texts } from '@school/contracts';
import type { ChartData, ChartOptions, TooltipItem } from 'chart.js';
import { type ChartValueKind, formatChartTick, formatChartValue, sumChartValues } from './chart-format';
import { type ChartTheme, withAlpha } from './chart-theme';

/**
 * What the kit draws: `bar` (grouped), `stacked-bar` (parts of a whole per period: first vs repeat, by
 * provider), `line` (a trend), `doughnut` (shares of one total), `horizontal-bar` (a ranking or a funnel).
 */
export type ChartKind = 'bar' | 'stacked-bar' | 'line' | 'doughnut' | 'horizontal-bar';

/** One named row of values, one value per label. */
export type ChartSeries = { label: string; values: number[] };

/** A chart's data: the category labels (periods, providers, steps) and one or more series over them. */
export type ChartInput = { labels: string[]; series: ChartSeries[] };

type Config = { type: 'bar' | 'line' | 'doughnut'; data: ChartData; options: ChartOptions };

/** chart.js data and options for a kit chart: theme colours, ru-RU ticks and tooltips, legend, no animation. */
export function chartConfig(
  kind: ChartKind,
  input: ChartInput,
  valueKind: ChartValueKind,
  theme: ChartTheme,
): Config {
  const format = (value: number) => formatChartValue(value, valueKind);
  const legend = {
    display: input.series.length > 1 || kind === 'doughnut',
    position: 'bottom' as const,
    labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8 },
  };
  const font = { family: 'inherit' };

  if (kind === 'doughnut') {
    const values = input.series[0]?.values ?? [];
    const total = sumChartValues(values, valueKind);
    return {
      type: 'doughnut',
      data: {
        labels: input.labels,
        datasets: [
          {
            label: input.series[0]?.label ?? '',
            data: values,
            backgroundColor: input.labels.map((_, index) => theme.series[index % theme.series.length]),
            borderColor: theme.surface,
            borderWidth: 2,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        font,
        plugins: {
          legend,
          tooltip: {
            callbacks: {
              label: (item: TooltipItem<'doughnut'>) => {
                const value = Number(item.raw);
                const share = total > 0 ? ` (${formatChartValue(value / total, 'percent')})` : '';
                return `${item.label}: ${format(value)}${share}`;
              },
            },
          },
        },
      } as ChartOptions<'doughnut'>,
    } as Config;
  }

  const horizontal = kind === 'horizontal-bar';
  const stacked = kind === 'stacked-bar';
  const datasets = input.series.map((series, index) => {
    const color = theme.series[index % theme.series.length] ?? theme.text;
    return kind === 'line'
      ? {
          label: series.label,
          data: series.values,
          borderColor: color,
          backgroundColor: withAlpha(color, 0.15),
          pointBackgroundColor: color,
          pointRadius: input.labels.length > 40 ? 0 : 3,
          tension: 0.25,
          fill: input.series.length === 1,
        }
      : {
          label: series.label,
          data: series.values,
          backgroundColor: color,
          borderRadius: 3,
          maxBarThickness: 48,
        };
  });
  const valueAxis = {
    stacked,
    beginAtZero: true,
    ticks: {
      color: theme.text,
      callback: (value: number | string) => formatChartTick(Number(value), valueKind),
    },
    grid: { color: theme.grid },
    border: { color: theme.grid },
  };
  const categoryAxis = {
    stacked,
    ticks: { color: theme.text, autoSkip: true, autoSkipPadding: 16, maxRotation: 0 },
    grid: { display: false },
    border: { color: theme.grid },
  };
  return {
    type: kind === 'line' ? 'line' : 'bar',
    data: { labels: input.labels, datasets },
    options: {
      animation: false,
      maintainAspectRatio: false,
      indexAxis: horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      font,
      scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
      plugins: {
        legend,
        tooltip: {
          callbacks: {
            label: (item: TooltipItem<'bar' | 'line'>) =>
              `${item.dataset.label}: ${format(Number(item.raw))}`,
            // A stacked bar's whole: the parts added in whole kopecks when they are money.
            footer: (items: TooltipItem<'bar' | 'line'>[]) =>
              stacked && items.length > 1
                ? texts.charts.totalOf(
                    format(
                      sumChartValues(
                        items.map((item) => Number(item.raw)),
                        valueKind,
                      ),
                    ),
                  )
                : '',
          },
        },
      },
    } as ChartOptions,
  };
}
