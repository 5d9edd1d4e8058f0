import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import type { StatisticsViewState } from '@/shared/lib/use-statistics-view';
import { StatisticsToolbar, type StatisticsToolbarTexts } from '@/shared/ui/statistics-toolbar';
import { StatisticsCsvButton } from './statistics-csv-button';

const t = salesStatisticsTexts.salesStatistics;

const TOOLBAR_TEXTS: StatisticsToolbarTexts = {
  title: t.title,
  hint: t.hint,
  period: t.period,
  presets: t.presets,
  grouping: t.grouping,
  badPeriodInUrl: t.badPeriodInUrl,
  presetLabels: {
    today: t.presetToday,
    week: t.presetWeek,
    thisMonth: t.presetThisMonth,
    lastMonth: t.presetLastMonth,
    year: t.presetYear,
  },
};

/** /payments-statistics' card: the statistics toolbar, with the CSV of what is shown. */
export function SalesStatisticsToolbar({ state }: { state: StatisticsViewState }) {
  return (
    <StatisticsToolbar
      state={state}
      texts={TOOLBAR_TEXTS}
      action={<StatisticsCsvButton query={state.query} />}
    />
  );
}
