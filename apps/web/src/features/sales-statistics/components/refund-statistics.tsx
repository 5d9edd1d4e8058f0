import {
  formatMoney,
  PAYMENT_PROVIDER_LABELS,
  type RefundStatisticsResponse,
  texts,
} from '@school/contracts';
import { useMemo } from 'react';
import { ChartPanel, formatChartValue } from '@/shared/charts';
import { refundRateChart } from '../lib/statistics-charts';

const t = texts.salesStatistics.refunds;
const count = (value: number) => formatChartValue(value, 'count');
const percent = (value: number) => formatChartValue(value, 'percent');

/** Refunds of the period's payments per provider: the rate as bars, counts and sums in the table. */
export function RefundStatistics({ refunds }: { refunds: RefundStatisticsResponse }) {
  const chart = useMemo(() => refundRateChart(refunds), [refunds]);
  const { total } = refunds;
  const table = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="app-chart-table" aria-label={t.title} tabIndex={0}>
      <table>
        <caption className="app-visually-hidden">{t.title}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.salesStatistics.providerColumn}</th>
            <th scope="col" className="app-chart-table__number">
              {t.paidPayments}
            </th>
            <th scope="col" className="app-chart-table__number">
              {t.paidAmount}
            </th>
            <th scope="col" className="app-chart-table__number">
              {t.refundedPayments}
            </th>
            <th scope="col" className="app-chart-table__number">
              {t.refundedAmount}
            </th>
            <th scope="col" className="app-chart-table__number">
              {t.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {refunds.providers.map((row) => (
            <tr key={row.provider}>
              <th scope="row">{PAYMENT_PROVIDER_LABELS[row.provider]}</th>
              <td className="app-chart-table__number">{count(row.paidPayments)}</td>
              <td className="app-chart-table__number">{formatMoney(row.paidAmount)}</td>
              <td className="app-chart-table__number">{count(row.refundedPayments)}</td>
              <td className="app-chart-table__number">{formatMoney(row.refundedAmount)}</td>
              <td className="app-chart-table__number">{percent(row.rate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td className="app-chart-table__number">{count(total.paidPayments)}</td>
            <td className="app-chart-table__number">{formatMoney(total.paidAmount)}</td>
            <td className="app-chart-table__number">{count(total.refundedPayments)}</td>
            <td className="app-chart-table__number">{formatMoney(total.refundedAmount)}</td>
            <td className="app-chart-table__number">{percent(total.rate)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
  return (
    <ChartPanel
      title={t.title}
      kind="bar"
      data={chart}
      valueKind="percent"
      categoryLabel={texts.salesStatistics.providerColumn}
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
