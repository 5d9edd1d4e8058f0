import type { BalanceStatistics } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { useMemo } from 'react';
import { ChartPanel } from '@/shared/charts';
import { balancesChart, balancesSummary } from '../lib/balances-chart';

const t = balancesTexts.earnings;

/**
 * «Движение за период» with its table («Таблица»). Loaded lazily by the earnings view, so chart.js does not
 * weigh on the page's first load (the list kit is already there); nothing is drawn for a period without entries.
 */
export function BalancesChartPanel({ statistics }: { statistics: BalanceStatistics }) {
  const chart = useMemo(() => balancesChart(statistics.days), [statistics.days]);
  if (chart.labels.length === 0) return null;
  return (
    <ChartPanel
      title={t.chartTitle}
      kind="bar"
      data={chart}
      valueKind="money"
      categoryLabel={chart.monthly ? t.monthColumn : t.dayColumn}
      summary={balancesSummary(statistics.totals)}
      height={260}
    />
  );
}
