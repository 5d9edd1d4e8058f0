import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Skeleton } from 'primereact/skeleton';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { usePeriodInUrl } from '@/shared/lib/statistics-period-url';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { useCancelReasonStatistics } from '../cancel-reasons.api';
import { ReasonList } from '../components/reason-list';
import { ReasonStatistics } from '../components/reason-statistics';
import '../cancel-reasons.css';

const t = cancelReasonsTexts.cancelReasons;

// The cancellations' table (PrimeReact DataTable) loads on the first click on a reason: the page's first
// visit carries the chart kit already and stays within the route budget (scripts/route-bundle-sizes.mjs).
const CancellationsPanel = lazy(() =>
  import('../components/cancellations-panel').then((module) => ({ default: module.CancellationsPanel })),
);

/** `?reason=` the reason whose cancellations are open, `skip=` their page: both reset with the period. */
const SELECTION = ['reason', 'skip'] as const;

/** /cancel-reasons (admins): the reasons students pick from, and why people cancelled in a period. */
export function CancelReasonsPage() {
  const { period, badUrl, setPeriod } = usePeriodInUrl(30);
  const [params, setParams] = useSearchParams();
  const reasonId = Number(params.get('reason')) || null;
  const skip = Math.max(0, Number(params.get('skip')) || 0);
  const statistics = useCancelReasonStatistics(period);
  const selected = statistics.data?.reasons.find((row) => row.id !== null && row.id === reasonId);

  const select = (next: { reason: number | null; skip?: number }) =>
    setParams((current) => {
      const url = new URLSearchParams(current);
      for (const name of SELECTION) url.delete(name);
      if (next.reason !== null) url.set('reason', String(next.reason));
      if (next.skip) url.set('skip', String(next.skip));
      url.set('dateFrom', period.dateFrom);
      url.set('dateTo', period.dateTo);
      return url;
    });

  return (
    <div className="cancel-reasons">
      <header className="card cancel-reasons__header">
        <h1 className="app-card-title">{t.title}</h1>
        <p className="app-card-hint mb-0">{t.hint}</p>
      </header>
      <div className="cancel-reasons__body">
        <ReasonList />
        <div className="cancel-reasons__statistics">
          <section className="card cancel-reasons__period" aria-labelledby="cancel-reasons-period">
            <h2 id="cancel-reasons-period" className="app-chart__title">
              {t.statisticsTitle}
            </h2>
            <DateRangeFilter
              dateFrom={period.dateFrom}
              dateTo={period.dateTo}
              onChange={(filters) => setPeriod(filters, SELECTION)}
              label={t.period}
            />
            {badUrl && (
              <p className="p-error mb-0 mt-2" role="alert">
                {t.badPeriodInUrl}
              </p>
            )}
          </section>
          <ReasonStatistics period={period} selected={reasonId} onSelect={(reason) => select({ reason })} />
          {selected?.id != null && (
            <Suspense fallback={<Skeleton height="12rem" />}>
              <CancellationsPanel
                reason={{ id: selected.id, title: selected.title }}
                period={period}
                skip={skip}
                onPage={(next) => select({ reason: selected.id, skip: next })}
                onClose={() => select({ reason: null })}
              />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
