import type { BalanceStatistics } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { useMemo } from 'react';
import { ChartPanel } from '@/shared/charts';
import { earningsChart, earningsSummary } from '../lib/earnings-chart';

const t = balancesTexts.earnings;

/**
 * «Движение за период» with its table («Таблица»). Loaded lazily by the earnings view, so chart.js does not
 * weigh on the page's first load (the list kit is already there); nothing is drawn for a period without entries.
 */
export function EarningsChartPanel({ statistics }: { statistics: BalanceStatistics }) {
  const chart = useMemo(() => earningsChart(statistics.days), [statistics.days]);
  if (chart.labels.length === 0) return null;
  return (
    <ChartPanel
      title={t.chartTitle}
      kind="bar"
      data={chart}
      valueKind="money"
      categoryLabel={chart.monthly ? t.monthColumn : t.dayColumn}
      summary={earningsSummary(statistics.totals)}
      height={260}
    />
  );
}
