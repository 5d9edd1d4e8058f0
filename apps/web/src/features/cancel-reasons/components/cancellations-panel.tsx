import {
  type CancelReason,
  formatDate,
  SCHOOL_TIME_ZONE,
  type StatisticsPeriod,
  texts,
} from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { EmptyState } from '@/shared/lists/empty-state';
import { useCancellations } from '../cancel-reasons.api';

const t = cancelReasonsTexts.cancelReasons;
export const CANCELLATIONS_PAGE_SIZE = 10;

type CancellationsPanelProps = {
  reason: Pick<CancelReason, 'id' | 'title'>;
  period: StatisticsPeriod;
  skip: number;
  onPage: (skip: number) => void;
  onClose: () => void;
};

/** The subscriptions cancelled with one reason in the period, newest first, in pages of ten. */
export function CancellationsPanel({ reason, period, skip, onPage, onClose }: CancellationsPanelProps) {
  const cancellations = useCancellations({
    ...period,
    reasonId: reason.id,
    skip,
    take: CANCELLATIONS_PAGE_SIZE,
  });
  const title = t.cancellationsTitle(reason.title);

  return (
    <section className="card cancel-reasons__cancellations" aria-label={title}>
      <div className="cancel-reasons__heading">
        <h2 className="app-chart__title">{title}</h2>
        <Button type="button" icon="pi pi-times" label={t.close} text size="small" onClick={onClose} />
      </div>
      {cancellations.isError ? (
        <div className="app-empty-state" role="alert">
          <p className="app-empty-state__title">{t.cancellationsFailed}</p>
          <Button
            label={texts.common.retry}
            icon="pi pi-refresh"
            text
            onClick={() => cancellations.refetch()}
          />
        </div>
      ) : (
        <DataTable
          value={cancellations.data?.items ?? []}
          dataKey="subscriptionId"
          lazy
          paginator
          rows={CANCELLATIONS_PAGE_SIZE}
          first={skip}
          totalRecords={cancellations.data?.total ?? 0}
          onPage={(event) => onPage(event.first)}
          loading={cancellations.isFetching}
          emptyMessage={<EmptyState title={t.noCancellationsOfReason} hint={t.noCancellationsHint} />}
          size="small"
          stripedRows
          className="cancel-reasons__cancellations-table"
          aria-label={title}
        >
          <Column
            header={t.studentColumn}
            body={(row) => (
              <Link to={`/users/${row.student.id}`}>
                {`${row.student.lastName} ${row.student.firstName}`.trim() || row.student.email}
              </Link>
            )}
          />
          <Column header={t.planColumn} field="plan" />
          <Column header={t.startedColumn} body={(row) => formatDate(row.startedAt, SCHOOL_TIME_ZONE)} />
          <Column header={t.cancelledColumn} body={(row) => formatDate(row.cancelledAt, SCHOOL_TIME_ZONE)} />
        </DataTable>
      )}
    </section>
  );
}
