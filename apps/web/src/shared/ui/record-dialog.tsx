import { texts } from '@school/contracts';
import type { AuditSection } from '@school/contracts/audit';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { LoadFailedState } from '@/shared/lists/empty-state';

type RecordQuery<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

/** Back to the list under the card (`/sales/41?page=2` → `/sales?page=2`): its search, filters and page kept. */
function useCloseToList() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate({ pathname: pathname.replace(/\/[^/]+\/?$/, ''), search });
}

type RecordDialogProps<T> = {
  /**
   * The domain's query hook for the route's `:id` (`usePayment`): the body shows once it has data, a retry
   * when it failed, skeleton lines meanwhile.
   */
  useRecord: (id: number) => RecordQuery<T>;
  /** The card's title (`Платёж №41`) and what it says when the record does not load. */
  texts: { title: (id: number) => string; loadFailed: string };
  /** Tags beside the title once the record is there (status, overdue…). */
  badges?: (data: T) => ReactNode;
  /** The card's parts, one under the other: actions, facts, sections. */
  children: (data: T) => ReactNode;
  /** The log's section of the record: its «История изменений» closes the card (admins only). */
  history?: AuditSection;
};

/**
 * A record's card over its list, as a dialog whose record is in the URL (a link to share, Back closes it;
 * closing returns to the list as it was): the payment card, the application card. Phone: full width.
 */
export function RecordDialog<T>({ useRecord, texts: t, badges, children, history }: RecordDialogProps<T>) {
  const id = Number(useParams().id);
  const record = useRecord(id);
  const { data } = record;
  const close = useCloseToList();
  return (
    <Dialog
      visible
      onHide={close}
      header={
        <span className="flex flex-wrap align-items-center gap-2">
          {t.title(id)}
          {data !== undefined && badges?.(data)}
        </span>
      }
      className="app-dialog"
      style={{ width: '46rem' }}
      breakpoints={{ '640px': '100vw' }}
      ariaCloseIconLabel={texts.common.close}
      draggable={false}
    >
      {data !== undefined ? (
        <div className="flex flex-column gap-4">
          {children(data)}
          {history && <LazyRecordHistory section={history} entityId={id} />}
        </div>
      ) : record.isError ? (
        <LoadFailedState title={t.loadFailed} onRetry={record.refetch} />
      ) : (
        <div className="flex flex-column gap-3" aria-busy="true">
          {[1, 2, 3, 4, 5, 6].map((line) => (
            <Skeleton key={line} height="1.25rem" />
          ))}
        </div>
      )}
    </Dialog>
  );
}

/** A titled part of a record card (history, refunds), named by its heading. */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg mt-0 mb-2">
        {title}
      </h3>
      {children}
    </section>
  );
}
