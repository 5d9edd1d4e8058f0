import { formatMoney } from '@school/contracts';
import type { Withdrawal } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Dropdown } from 'primereact/dropdown';
import { Link } from 'react-router';
import type { ListColumn, ListDeclaration } from '@/shared/lists/list-page';
import type { ListConfig } from '@/shared/lists/list-url';
import type { ListController } from '@/shared/lists/use-list-state';
import { QUEUE_DEFAULT_STATUS, QUEUE_FILTERS, type QueueFilter, useWithdrawalsQueue } from './balances.api';
import { DateTimeCell, WithdrawalStatusTag } from './components/balances-cells';
import { maskRequisites } from './lib/requisites';

const t = balancesTexts.payouts;

const STATUS_OPTIONS = (['requested', 'paid', 'rejected', 'all'] as const).map((status) => ({
  label: t.statusOptions[status],
  value: status,
}));

/** The queue opens on «Ожидают» (what waits for a payout); «Все» is a choice of its own, not the absence. */
function QueueFilters({ list }: { list: ListController<QueueFilter> }) {
  return (
    <Dropdown
      value={list.filters.status ?? QUEUE_DEFAULT_STATUS}
      options={STATUS_OPTIONS}
      onChange={(event) =>
        list.setFilter('status', event.value === QUEUE_DEFAULT_STATUS ? null : String(event.value))
      }
      aria-label={t.statusFilter}
      // The trigger button is named too (the value fills the field, so no placeholder names it).
      ariaLabel={t.statusFilter}
    />
  );
}

export function OwnerCell({ owner }: { owner: Withdrawal['owner'] }) {
  if (owner.name === null) return <span className="text-color-secondary">{t.deletedOwner}</span>;
  return owner.type === 'staff' ? <Link to={`/admins/${owner.id}/earnings`}>{owner.name}</Link> : owner.name;
}

const noWrap = { whiteSpace: 'nowrap' } as const;

export const withdrawalColumns: ListColumn<Withdrawal>[] = [
  {
    field: 'createdAt',
    header: t.createdAt,
    sortable: true,
    style: noWrap,
    body: (row) => <DateTimeCell at={row.createdAt} />,
  },
  { field: 'owner', header: t.owner, body: (row) => <OwnerCell owner={row.owner} /> },
  {
    field: 'amount',
    header: t.amount,
    sortable: true,
    align: 'right',
    style: noWrap,
    body: (row) => <span className="earnings__amount">{formatMoney(row.amount)}</span>,
  },
  {
    field: 'requisites',
    header: t.requisites,
    giveWay: 1,
    style: noWrap,
    body: (row) => maskRequisites(row.requisites),
  },
  {
    field: 'status',
    header: t.status,
    body: (row) => (
      <span className="flex flex-column align-items-start gap-1">
        <WithdrawalStatusTag status={row.status} />
        {row.reason && <small className="text-color-secondary">{row.reason}</small>}
      </span>
    ),
  },
];

export const WITHDRAWALS_URL: ListConfig<QueueFilter> = {
  filters: QUEUE_FILTERS,
  defaultSort: 'createdAt:asc',
};

/** /withdrawals «Выплаты»: the payout queue, oldest request first, «Ожидают» by default. */
export const WITHDRAWALS_LIST: ListDeclaration<Withdrawal, QueueFilter> = {
  url: WITHDRAWALS_URL,
  useItems: useWithdrawalsQueue,
  label: t.title,
  columns: withdrawalColumns,
  Filters: QueueFilters,
  search: false,
};
