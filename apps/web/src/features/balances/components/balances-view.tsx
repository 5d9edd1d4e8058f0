import '../balances.css';
import { formatMoney, toKopecks } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { type BalancesOwner, useBalanceStatistics, useMinWithdrawal } from '../balances.api';
import { BALANCES_HISTORY_LIST, historyExport } from '../balances-history.list';
import { BalanceCards } from './balance-cards';
import { MyWithdrawals } from './my-withdrawals';

const t = balancesTexts.earnings;

// chart.js comes after the page: the list kit and the chart kit together pass the first-load budget.
const BalancesChartPanel = lazy(() =>
  import('./balances-chart-panel').then((module) => ({ default: module.BalancesChartPanel })),
);
// The dialog (InputNumber, the form) loads on «Вывести»: an admin reading a profile tab never needs it.
const WithdrawDialog = lazy(() =>
  import('./withdraw-dialog').then((module) => ({ default: module.WithdrawDialog })),
);

type BalancesViewProps = {
  owner: BalancesOwner;
  /** The page's heading: an h1 on /earnings, an h2 inside a profile. */
  heading: ReactNode;
};

/** «Вывести» and why it may be disabled (below the minimum). */
function WithdrawAction({ available, onOpen }: { available: number | undefined; onOpen: () => void }) {
  const minimum = useMinWithdrawal();
  const enough = available !== undefined && toKopecks(available) >= toKopecks(minimum);
  return (
    <div className="earnings__action">
      <Button
        icon="pi pi-send"
        label={balancesTexts.balances.withdraw}
        onClick={onOpen}
        disabled={!enough}
        aria-describedby="earnings-minimum"
      />
      <small id="earnings-minimum" className="text-color-secondary">
        {t.minimumHint(formatMoney(minimum))}
      </small>
    </div>
  );
}

/**
 * The earnings of one person: the balance cards, the period's chart with its table, the ledger's history
 * through the list kit (its period drives the chart too), and — on one's own /earnings — «Вывести» and the
 * own requests.
 */
export function BalancesView({ owner, heading }: BalancesViewProps) {
  const own = owner.own;
  const staffId = owner.own ? undefined : owner.staffId;
  // The history's «Экспорт» follows whose history it is.
  const declaration = useMemo(
    () => ({
      ...BALANCES_HISTORY_LIST,
      export: historyExport(own ? { own } : { own, staffId }),
    }),
    [own, staffId],
  );
  const page = useListPage(declaration);
  const { dateFrom, dateTo } = page.list.filters;
  const statistics = useBalanceStatistics(owner, { dateFrom, dateTo });
  const minimum = useMinWithdrawal();
  const [withdrawing, setWithdrawing] = useState(false);
  const data = statistics.data;

  return (
    <div className="earnings">
      <section className="card earnings__heading">
        {heading}
        {owner.own && <WithdrawAction available={data?.available} onOpen={() => setWithdrawing(true)} />}
      </section>
      {statistics.isError && !data ? (
        <section className="card">
          <LoadFailedState title={t.loadFailed} onRetry={() => void statistics.refetch()} />
        </section>
      ) : (
        <BalanceCards statistics={data} />
      )}
      {data && data.days.length > 0 && (
        <Suspense fallback={<Skeleton height="20rem" className="card" />}>
          <BalancesChartPanel statistics={data} />
        </Suspense>
      )}
      <ListPage
        page={page}
        title={t.historyTitle}
        level={2}
        empty={{ title: t.historyEmpty, hint: t.historyEmptyHint, icon: 'pi-wallet' }}
      />
      {owner.own && <MyWithdrawals />}
      {withdrawing && data && (
        <Suspense fallback={null}>
          <WithdrawDialog
            available={data.available}
            minimum={minimum}
            onClose={() => setWithdrawing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
