import { type StatisticsPeriod, schoolToday, statisticsPeriodSchema } from '@school/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DateRangeFilters } from '../lists/date-range-url';

/**
 * A statistics page's period in the URL (`?dateFrom=2026-10-25&dateTo=2026-11-23`), defaulting to the last
 * `days` school days up to today (cancel reasons, onboarding). Other URL parameters are kept.
 */

/** Today on the school's clock (Moscow), `YYYY-MM-DD`: the days the server counts by. */
export { schoolToday };

/** The `days` days ending with `today` (today included). */
export function lastDays(today: string, days: number): StatisticsPeriod {
  const start = Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000;
  return { dateFrom: new Date(start).toISOString().slice(0, 10), dateTo: today };
}

/**
 * URL → period. None: the fallback. `dateFrom` alone: that one day. A period the API would refuse
 * (unreadable, reversed, too long): the fallback with `badUrl`, so the page says why.
 */
export function readPeriod(
  params: URLSearchParams,
  fallback: StatisticsPeriod,
): { period: StatisticsPeriod; badUrl: boolean } {
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  if (!dateFrom && !dateTo) return { period: fallback, badUrl: false };
  const parsed = statisticsPeriodSchema.safeParse({ dateFrom, dateTo: dateTo ?? dateFrom });
  return parsed.success ? { period: parsed.data, badUrl: false } : { period: fallback, badUrl: true };
}

export function usePeriodInUrl(days = 30) {
  const [params, setParams] = useSearchParams();
  const today = schoolToday();
  const dateFrom = params.get('dateFrom');
  const dateTo = params.get('dateTo');
  const { period, badUrl } = useMemo(
    () =>
      readPeriod(
        new URLSearchParams({ ...(dateFrom && { dateFrom }), ...(dateTo && { dateTo }) }),
        lastDays(today, days),
      ),
    [dateFrom, dateTo, today, days],
  );
  return {
    period,
    badUrl,
    /** A cleared period goes back to the default; `reset` names parameters that depend on the period (a page). */
    setPeriod: (filters: DateRangeFilters, reset: readonly string[] = []) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of reset) next.delete(name);
        const chosen = filters.dateFrom
          ? { dateFrom: filters.dateFrom, dateTo: filters.dateTo ?? filters.dateFrom }
          : lastDays(today, days);
        next.set('dateFrom', chosen.dateFrom);
        next.set('dateTo', chosen.dateTo);
        return next;
      }),
  };
}
