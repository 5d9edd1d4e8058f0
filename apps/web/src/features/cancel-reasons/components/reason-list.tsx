import { texts } from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useDragReorder } from '@/shared/lib/use-drag-reorder';
import { EmptyState } from '@/shared/lists/empty-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCancelReasons, useReorderCancelReasons } from '../cancel-reasons.api';
import { reorderedIds } from '../lib/reason-shares';
import { ReasonAddForm } from './reason-add-form';
import { ReasonItem } from './reason-item';

const t = cancelReasonsTexts.cancelReasons;

/** The reasons in the order students see them: add, rename, reorder (drag or arrows), hide, delete unused. */
export function ReasonList() {
  const reasons = useCancelReasons();
  const reorder = useReorderCancelReasons();
  const items = reasons.data?.items ?? [];
  const onMove = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    reorder.mutate(reorderedIds(items, from, to), { onSuccess: () => showSuccess(texts.notices.orderSaved) });
  };
  const drag = useDragReorder('cancel-reasons', onMove);

  return (
    <section className="card cancel-reasons__card" aria-labelledby="cancel-reasons-list-title">
      <h2 id="cancel-reasons-list-title" className="app-chart__title">
        {t.listTitle}
      </h2>
      <ReasonAddForm />
      {reasons.isPending ? (
        <div className="cancel-reasons__skeleton" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height="2.75rem" />
          ))}
        </div>
      ) : reasons.isError ? (
        <div className="app-empty-state" role="alert">
          <p className="app-empty-state__title">{t.loadFailed}</p>
          <Button label={texts.common.retry} icon="pi pi-refresh" text onClick={() => reasons.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t.emptyTitle} hint={t.emptyHint} icon="pi-ban" />
      ) : (
        <ol className="cancel-reasons__list" aria-label={t.listTitle}>
          {items.map((reason, index) => (
            <ReasonItem
              key={reason.id}
              reason={reason}
              index={index}
              count={items.length}
              onMove={onMove}
              moving={reorder.isPending}
              drag={drag(index)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
