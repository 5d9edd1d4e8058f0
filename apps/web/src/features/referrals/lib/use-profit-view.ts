import type { StatisticsGrouping } from '@school/contracts';
import type { ReferralStatisticsQuery } from '@school/contracts/referrals';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { schoolToday } from '@/shared/lib/statistics-period-url';
import type { DateRangeFilters } from '@/shared/lists/date-range-url';
import { type ProfitPreset, presetQuery, profitSearch, readProfitView } from './profit-period';

/** «Прибыль»: the period and grouping, read from and written to the URL. */
export function useProfitView() {
  const [params, setParams] = useSearchParams();
  const today = schoolToday();
  const view = useMemo(() => readProfitView(params, today), [params, today]);
  const query: ReferralStatisticsQuery = useMemo(
    () => ({ dateFrom: view.dateFrom, dateTo: view.dateTo, groupBy: view.groupBy }),
    [view.dateFrom, view.dateTo, view.groupBy],
  );
  const write = (next: ReferralStatisticsQuery) => setParams(profitSearch(next));

  return {
    view,
    query,
    today,
    /** A cleared period goes back to this month (the figures always cover some period). */
    setPeriod: ({ dateFrom, dateTo }: DateRangeFilters) =>
      dateFrom
        ? write({ ...query, dateFrom, dateTo: dateTo ?? dateFrom })
        : write({ ...presetQuery('thisMonth', today), groupBy: query.groupBy }),
    setGrouping: (groupBy: StatisticsGrouping) => write({ ...query, groupBy }),
    setPreset: (preset: ProfitPreset) => write(presetQuery(preset, today)),
  };
}

export type ProfitViewState = ReturnType<typeof useProfitView>;
