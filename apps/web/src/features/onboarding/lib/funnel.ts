import type { OnboardingStatisticsResponse } from '@school/contracts';
import type { ChartInput } from '@/shared/charts';
import { formatChartValue } from '@/shared/charts';

/** A conversion (a ratio) as the table shows it: `75 %`, `66,7 %`. */
export const formatConversion = (ratio: number) => formatChartValue(ratio, 'percent');

/** A drop-off: `−2` when students left, `+1` when more reached a step than the one before (steps skipped). */
export function formatDropOff(dropOff: number): string {
  if (dropOff === 0) return '0';
  const size = Math.abs(dropOff).toLocaleString('ru-RU');
  return dropOff > 0 ? `−${size}` : `+${size}`;
}

/** The longest label a bar keeps on a phone; the table beside the chart has the whole name. */
const CHART_LABEL_MAX = 22;
const shortLabel = (text: string) =>
  text.length > CHART_LABEL_MAX ? `${text.slice(0, CHART_LABEL_MAX - 1).trimEnd()}…` : text;

/** The funnel's bars: the cohort first, then each step's students, in step order. */
export function funnelChartData(
  statistics: OnboardingStatisticsResponse,
  cohortLabel: string,
  seriesLabel: string,
): ChartInput {
  return {
    labels: [cohortLabel, ...statistics.steps.map((step) => shortLabel(step.title))],
    series: [
      { label: seriesLabel, values: [statistics.students, ...statistics.steps.map((step) => step.reached)] },
    ],
  };
}
