import { texts } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { EmptyState } from '@/shared/lists/empty-state';

/** A chart's outline while its figures load. */
export function ChartSkeleton({ height = 300 }: { height?: number }) {
  return (
    <div className="card app-chart" role="status" aria-busy="true" aria-label={texts.common.loading}>
      <Skeleton width="40%" height="1.5rem" />
      <Skeleton height={`${height}px`} />
    </div>
  );
}

/** A section whose request failed (the query client has toasted why): say so and offer to try again. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card">
      <EmptyState
        icon="pi-exclamation-triangle"
        title={salesStatisticsTexts.salesStatistics.loadFailed}
        hint={texts.common.networkError}
        action={<Button label={texts.common.retry} icon="pi pi-refresh" outlined onClick={onRetry} />}
      />
    </div>
  );
}

/** A period with no sign-ups, payments or refunds. */
export function QuietPeriod() {
  const t = salesStatisticsTexts.salesStatistics;
  return (
    <div className="card">
      <EmptyState icon="pi-chart-bar" title={t.emptyTitle} hint={t.emptyHint} />
    </div>
  );
}
