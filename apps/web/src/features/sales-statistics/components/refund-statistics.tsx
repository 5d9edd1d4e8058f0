import { formatMoney, PAYMENT_PROVIDER_LABELS, type RefundStatisticsResponse } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useMemo } from 'react';
import { ChartPanel, FigureCell, FigureTable, formatChartValue } from '@/shared/charts';
import { refundRateChart } from '../lib/statistics-charts';

const t = salesStatisticsTexts.salesStatistics.refunds;
const count = (value: number) => formatChartValue(value, 'count');
const percent = (value: number) => formatChartValue(value, 'percent');

/** Refunds of the period's payments per provider: the rate as bars, counts and sums in the table. */
export function RefundStatistics({ refunds }: { refunds: RefundStatisticsResponse }) {
  const chart = useMemo(() => refundRateChart(refunds), [refunds]);
  const { total } = refunds;
  const table = (
    <FigureTable
      title={t.title}
      rowHeader={salesStatisticsTexts.salesStatistics.providerColumn}
      columns={[t.paidPayments, t.paidAmount, t.refundedPayments, t.refundedAmount, t.rate]}
    >
      <tbody>
        {refunds.providers.map((row) => (
          <tr key={row.provider}>
            <th scope="row">{PAYMENT_PROVIDER_LABELS[row.provider]}</th>
            <FigureCell>{count(row.paidPayments)}</FigureCell>
            <FigureCell>{formatMoney(row.paidAmount)}</FigureCell>
            <FigureCell>{count(row.refundedPayments)}</FigureCell>
            <FigureCell>{formatMoney(row.refundedAmount)}</FigureCell>
            <FigureCell>{percent(row.rate)}</FigureCell>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.total}</th>
          <FigureCell>{count(total.paidPayments)}</FigureCell>
          <FigureCell>{formatMoney(total.paidAmount)}</FigureCell>
          <FigureCell>{count(total.refundedPayments)}</FigureCell>
          <FigureCell>{formatMoney(total.refundedAmount)}</FigureCell>
          <FigureCell>{percent(total.rate)}</FigureCell>
        </tr>
      </tfoot>
    </FigureTable>
  );
  return (
    <ChartPanel
      title={t.title}
      kind="bar"
      data={chart}
      valueKind="percent"
      categoryLabel={salesStatisticsTexts.salesStatistics.providerColumn}
      summary={t.summary(
        count(total.refundedPayments),
        formatMoney(total.refundedAmount),
        percent(total.rate),
      )}
      table={table}
      tableOpen
      height={240}
    />
  );
}
