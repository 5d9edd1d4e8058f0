import type { PaymentsStatisticsQuery, StatisticsGrouping } from '@school/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { schoolToday } from '@/shared/lib/statistics-period-url';
import type { DateRangeFilters } from '@/shared/lists/date-range-url';
import { presetQuery, readStatisticsView, type StatisticsPreset, statisticsSearch } from './statistics-view';

/** A statistics page's period and grouping, read from and written to the URL. */
export function useStatisticsView() {
  const [params, setParams] = useSearchParams();
  const today = schoolToday();
  const view = useMemo(() => readStatisticsView(params, today), [params, today]);
  const query: PaymentsStatisticsQuery = useMemo(
    () => ({ dateFrom: view.dateFrom, dateTo: view.dateTo, groupBy: view.groupBy }),
    [view.dateFrom, view.dateTo, view.groupBy],
  );
  const write = (next: PaymentsStatisticsQuery) => setParams(statisticsSearch(next));

  return {
    view,
    query,
    today,
    /** A cleared period goes back to this month (statistics always cover some period). */
    setPeriod: ({ dateFrom, dateTo }: DateRangeFilters) =>
      dateFrom
        ? write({ ...query, dateFrom, dateTo: dateTo ?? dateFrom })
        : write({ ...presetQuery('thisMonth', today), groupBy: query.groupBy }),
    setGrouping: (groupBy: StatisticsGrouping) => write({ ...query, groupBy }),
    setPreset: (preset: StatisticsPreset) => write(presetQuery(preset, today)),
  };
}

export type StatisticsViewState = ReturnType<typeof useStatisticsView>;
