import { texts } from '@school/contracts';
import { Skeleton } from 'primereact/skeleton';

/** What a page shows while its data loads: the outline of a card, never a blank screen. */
export function PageSkeleton() {
  return (
    <div className="card" role="status" aria-busy="true" aria-label={texts.common.loading}>
      <div className="flex align-items-center gap-3 mb-4">
        <Skeleton shape="circle" size="4rem" />
        <div className="flex-1">
          <Skeleton width="40%" height="1.5rem" className="mb-2" />
          <Skeleton width="25%" />
        </div>
      </div>
      <Skeleton height="1rem" className="mb-2" />
      <Skeleton height="1rem" width="80%" className="mb-2" />
      <Skeleton height="1rem" width="60%" />
    </div>
  );
}
