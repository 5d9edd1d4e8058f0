import { formatMoney } from '@school/contracts';
import type { Withdrawal } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { type ListColumn, UNPAGED_LIST } from '@/shared/lists/list-parts';
import { ListTable } from '@/shared/lists/list-table';
import { useMyWithdrawals } from '../balances.api';
import { maskRequisites } from '../lib/requisites';
import { DateTimeCell, WithdrawalStatusTag } from './balances-cells';

const t = balancesTexts.earnings;

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: ListColumn<Withdrawal>[] = [
  { field: 'createdAt', header: t.date, style: noWrap, body: (row) => <DateTimeCell at={row.createdAt} /> },
  {
    field: 'amount',
    header: t.amount,
    align: 'right',
    style: noWrap,
    card: 'title',
    body: (row) => <span className="earnings__amount">{formatMoney(row.amount)}</span>,
  },
  {
    field: 'requisites',
    header: t.requisites,
    giveWay: 1,
    style: noWrap,
    body: (row) => maskRequisites(row.requisites),
  },
  { field: 'status', header: t.status, body: (row) => <WithdrawalStatusTag status={row.status} /> },
  { field: 'reason', header: t.reason, giveWay: 2, body: (row) => row.reason ?? '—' },
];

/** «Мои заявки на вывод»: the last 20 requests (shown whole), their status and, once rejected, why. */
export function MyWithdrawals() {
  const withdrawals = useMyWithdrawals();
  const headingId = 'my-withdrawals-title';
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="app-card-title">
        {t.myWithdrawals}
      </h2>
      <ListTable
        list={UNPAGED_LIST}
        paginator={false}
        items={withdrawals.data?.items}
        total={withdrawals.data?.total}
        request={withdrawals}
        columns={columns}
        label={t.myWithdrawals}
        empty={{ icon: 'pi-send', title: t.myWithdrawalsEmpty, hint: t.myWithdrawalsEmptyHint }}
      />
    </section>
  );
}
