import '../balances.css';
import { formatMoney, toKopecks } from '@school/contracts';
import type { Withdrawal } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { createContext, useContext, useState } from 'react';
import { type ListColumn, ListPage, useListPage } from '@/shared/lists/list-page';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { RowAction } from '@/shared/ui/row-action';
import { usePayWithdrawals } from '../balances.api';
import { RejectDialog } from '../components/reject-dialog';
import { WITHDRAWALS_LIST, withdrawalColumns } from '../withdrawals.list';

const t = balancesTexts.payouts;

type Selection = { chosen: ReadonlySet<number>; toggle: (id: number, on: boolean) => void };

/**
 * The chosen rows reach the checkboxes through a context: the table keeps its rendered cells between
 * renders (a cell's `body` is not called again), and a context consumer re-renders inside them anyway.
 */
const SelectionContext = createContext<Selection>({ chosen: new Set(), toggle: () => undefined });

function SelectCell({ id }: { id: number }) {
  const { chosen, toggle } = useContext(SelectionContext);
  return (
    <Checkbox
      checked={chosen.has(id)}
      onChange={(event) => toggle(id, Boolean(event.checked))}
      aria-label={t.selectRow(id)}
    />
  );
}

const columns: ListColumn<Withdrawal>[] = [
  {
    field: 'select',
    header: '',
    style: { width: '3rem' },
    body: (row) => (row.status === 'requested' ? <SelectCell id={row.id} /> : null),
  },
  ...withdrawalColumns,
];

/**
 * /withdrawals «Выплаты» (admins): the payout queue through the list kit. Requests are chosen with the row
 * checkboxes and marked paid together after a question (one transaction on the server: all or none);
 * «Отклонить» asks for a reason. Only `requested` rows can be chosen or rejected.
 */
export function WithdrawalsPage() {
  const page = useListPage(WITHDRAWALS_LIST);
  const pay = usePayWithdrawals();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<Withdrawal>();
  const items = page.request.data?.items ?? [];
  const open = items.filter((item) => item.status === 'requested');
  // What is chosen and still on the page as a request (a refetch may have taken it away).
  const selected = open.filter((item) => chosen.has(item.id));
  const sum = selected.reduce((total, item) => total + toKopecks(item.amount), 0) / 100;
  const allChosen = open.length > 0 && selected.length === open.length;

  const toggle = (id: number, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onPay = () => {
    const ids = selected.map((item) => item.id);
    confirmAction({
      message: t.payConfirm(ids.length, formatMoney(sum)),
      danger: false,
      onAccept: () =>
        pay.mutate(ids, {
          onSuccess: (answer) => {
            showSuccess(t.paid(answer.items.length));
            setChosen(new Set());
          },
        }),
    });
  };

  const actions = (
    <div className="earnings__selection">
      <Checkbox
        inputId="withdrawals-select-all"
        checked={allChosen}
        disabled={open.length === 0}
        onChange={(event) => setChosen(new Set(event.checked ? open.map((item) => item.id) : []))}
      />
      <label htmlFor="withdrawals-select-all">{t.selectAll}</label>
      <Button
        icon="pi pi-check"
        label={selected.length > 0 ? t.payCount(selected.length) : t.pay}
        disabled={selected.length === 0}
        loading={pay.isPending}
        onClick={onPay}
      />
    </div>
  );

  return (
    <SelectionContext.Provider value={{ chosen, toggle }}>
      <ListPage
        page={page}
        title={t.title}
        hint={t.hint}
        actions={actions}
        columns={columns}
        empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-send' }}
        rowActions={(row) =>
          row.status === 'requested' ? (
            <RowAction
              icon="pi-times"
              label={t.reject}
              name={`№${row.id}`}
              severity="danger"
              onClick={() => setRejecting(row)}
            />
          ) : null
        }
      >
        {rejecting && <RejectDialog withdrawal={rejecting} onClose={() => setRejecting(undefined)} />}
      </ListPage>
    </SelectionContext.Provider>
  );
}
