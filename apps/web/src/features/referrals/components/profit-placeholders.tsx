import { texts } from '@school/contracts';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { Skeleton } from 'primereact/skeleton';
import { EmptyState } from '@/shared/lists/empty-state';

const t = referralsTexts.referrals.page;

/** The charts' and the top table's outline while the figures load. */
export function ProfitSkeleton() {
  return (
    <div className="card" role="status" aria-busy="true" aria-label={texts.common.loading}>
      <Skeleton width="40%" height="1.5rem" className="mb-3" />
      <Skeleton height="300px" />
    </div>
  );
}

/** A period without sign-ups or payments by invitation. */
export function QuietProfit() {
  return (
    <div className="card">
      <EmptyState icon="pi-share-alt" title={t.emptyTitle} hint={t.emptyHint} />
    </div>
  );
}
