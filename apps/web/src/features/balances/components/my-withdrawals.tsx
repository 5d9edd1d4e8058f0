import { formatMoney, texts } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Skeleton } from 'primereact/skeleton';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { useMyWithdrawals } from '../balances.api';
import { maskRequisites } from '../lib/requisites';
import { DateTimeCell, WithdrawalStatusTag } from './balances-cells';

const t = balancesTexts.earnings;

/** «Мои заявки на вывод»: the last 20 requests, their status and, once rejected, why. */
export function MyWithdrawals() {
  const withdrawals = useMyWithdrawals();
  const items = withdrawals.data?.items;
  const headingId = 'my-withdrawals-title';
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="app-card-title">
        {t.myWithdrawals}
      </h2>
      {items === undefined ? (
        withdrawals.isError ? (
          <LoadFailedState onRetry={() => void withdrawals.refetch()} />
        ) : (
          <div
            className="flex flex-column gap-2"
            role="status"
            aria-busy="true"
            aria-label={texts.common.loading}
          >
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" />
          </div>
        )
      ) : items.length === 0 ? (
        <EmptyState icon="pi-send" title={t.myWithdrawalsEmpty} hint={t.myWithdrawalsEmptyHint} />
      ) : (
        <div className="earnings__table-scroll">
          <DataTable value={items} dataKey="id" aria-labelledby={headingId} size="small">
            <Column field="createdAt" header={t.date} body={(row) => <DateTimeCell at={row.createdAt} />} />
            <Column
              field="amount"
              header={t.amount}
              align="right"
              body={(row) => <span className="earnings__amount">{formatMoney(row.amount)}</span>}
            />
            <Column field="requisites" header={t.requisites} body={(row) => maskRequisites(row.requisites)} />
            <Column
              field="status"
              header={t.status}
              body={(row) => <WithdrawalStatusTag status={row.status} />}
            />
            <Column field="reason" header={t.reason} body={(row) => row.reason ?? '—'} />
          </DataTable>
        </div>
      )}
    </section>
  );
}
