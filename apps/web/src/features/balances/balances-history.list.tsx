import { BALANCE_ENTRY_KINDS, type BalanceEntry } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { useParams } from 'react-router';
import type { SelectOption } from '@/shared/forms/select-field';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import type { ListExport } from '@/shared/lists/list-export-button';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListColumn, ListDeclaration } from '@/shared/lists/list-page';
import type { ListConfig, ListQueryParams } from '@/shared/lists/list-url';
import type { ListController } from '@/shared/lists/use-list-state';
import { type BalancesOwner, HISTORY_FILTERS, type HistoryFilter, useBalanceHistory } from './balances.api';
import { DateTimeCell, SignedAmount } from './components/balances-cells';

const t = balancesTexts.earnings;
const kinds = balancesTexts.balances.kindLabels;

/** /earnings is one's own; /admins/{id}/earnings is that person's (the admins' endpoints). */
export function useBalancesOwner(): BalancesOwner {
  const params = useParams();
  return params.id === undefined ? { own: true } : { own: false, staffId: Number(params.id) };
}

function useHistoryOfRoute(query: ListQueryParams<HistoryFilter>, enabled: boolean) {
  return useBalanceHistory(useBalancesOwner(), query, enabled);
}

const kindOptions: SelectOption[] = BALANCE_ENTRY_KINDS.map((kind) => ({ label: kinds[kind], value: kind }));

function HistoryFilters({ list }: { list: ListController<HistoryFilter> }) {
  return (
    <>
      <ListFilter list={list} name="kind" label={t.kind} options={kindOptions} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.period}
      />
    </>
  );
}

/** Where the entry came from: the payment that earned it or the withdrawal that spent it. */
function sourceOf(entry: BalanceEntry): string {
  if (entry.withdrawalId !== null) return t.withdrawal(entry.withdrawalId);
  if (entry.paymentId !== null) return t.payment(entry.paymentId);
  return '—';
}

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: ListColumn<BalanceEntry>[] = [
  {
    field: 'createdAt',
    header: t.date,
    sortable: true,
    style: noWrap,
    body: (row) => <DateTimeCell at={row.createdAt} />,
  },
  { field: 'kind', header: t.kind, body: (row) => kinds[row.kind] },
  {
    field: 'amount',
    header: t.amount,
    sortable: true,
    align: 'right',
    style: noWrap,
    body: (row) => <SignedAmount value={row.amount} />,
  },
  { field: 'bucket', header: t.bucket, body: (row) => t.bucketLabels[row.bucket] },
  { field: 'source', header: t.source, body: sourceOf },
];

export const BALANCES_HISTORY_URL: ListConfig<HistoryFilter> = {
  filters: HISTORY_FILTERS,
  defaultSort: 'createdAt:desc',
};

/** The ledger's entries of /earnings and the profile tab: newest first, a kind and a period in the URL. */
export const BALANCES_HISTORY_LIST: ListDeclaration<BalanceEntry, HistoryFilter> = {
  url: BALANCES_HISTORY_URL,
  useItems: useHistoryOfRoute,
  label: t.historyTitle,
  columns,
  Filters: HistoryFilters,
  search: false,
};

/** «Экспорт» of the history: one's own, or (admins, on a profile) that person's. */
export function historyExport(owner: BalancesOwner): ListExport {
  const fileName = 'balances-history.csv';
  return owner.own
    ? { path: '/balances-history/my/csv', fileName }
    : { path: '/balances-history/csv', fileName, params: owner.staffId ? { adminId: owner.staffId } : {} };
}
