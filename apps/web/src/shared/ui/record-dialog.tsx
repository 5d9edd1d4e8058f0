import { texts } from '@school/contracts';
import { Dialog } from 'primereact/dialog';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { LoadFailedState } from '@/shared/lists/empty-state';

type RecordQuery<T> = { data: T | undefined; isError: boolean; refetch: () => unknown };

type RecordDialogProps<T> = {
  /** The record's query: the body shows once it has data, a retry when it failed, skeleton lines meanwhile. */
  record: RecordQuery<T>;
  title: ReactNode;
  /** Tags beside the title once the record is there (status, overdue…). */
  badges?: (data: T) => ReactNode;
  loadFailed: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
};

/**
 * A record's card over its list, as a dialog whose record is in the URL (a link to share, Back closes it):
 * the payment card, the application card. Phone: full width.
 */
export function RecordDialog<T>({
  record,
  title,
  badges,
  loadFailed,
  onClose,
  children,
}: RecordDialogProps<T>) {
  const { data } = record;
  return (
    <Dialog
      visible
      onHide={onClose}
      header={
        <span className="flex flex-wrap align-items-center gap-2">
          {title}
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
        children(data)
      ) : record.isError ? (
        <LoadFailedState title={loadFailed} onRetry={record.refetch} />
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
