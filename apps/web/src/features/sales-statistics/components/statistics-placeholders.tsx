import { texts } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
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

/** A period with no sign-ups, payments or refunds. */
export function QuietPeriod() {
  const t = salesStatisticsTexts.salesStatistics;
  return (
    <div className="card">
      <EmptyState icon="pi-chart-bar" title={t.emptyTitle} hint={t.emptyHint} />
    </div>
  );
}
