import {
  formatCount,
  formatDate,
  formatMoney,
  type PaymentsStatisticsResponse,
  type SignUpStatistics,
} from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { formatChartValue } from '@/shared/charts';
import { fromIsoDay } from '@/shared/lib/iso-day';
import { type FigureCard, FigureCards } from '@/shared/ui/figure-cards';

const t = salesStatisticsTexts.salesStatistics.cards;

/** Each card with its change against the same figure of the previous period of the same length. */
export function statisticsCards(totals: SignUpStatistics, before: SignUpStatistics): FigureCard[] {
  const money = (key: keyof SignUpStatistics, lowerIsBetter = false) => ({
    current: totals[key],
    previous: before[key],
    kind: 'money' as const,
    lowerIsBetter,
  });
  return [
    {
      label: t.signUps,
      value: formatChartValue(totals.countSingUp, 'count'),
      change: { current: totals.countSingUp, previous: before.countSingUp, kind: 'count' },
    },
    {
      label: t.firstPayments,
      value: formatMoney(totals.sumAmountFirstPaySubscriptions),
      detail: formatCount(totals.countFirstPaySubscriptions, t.paymentForms),
      change: money('sumAmountFirstPaySubscriptions'),
    },
    {
      label: t.nextPayments,
      value: formatMoney(totals.sumAmountNextPaySubscriptions),
      detail: formatCount(totals.countNextPaySubscriptions, t.paymentForms),
      change: money('sumAmountNextPaySubscriptions'),
    },
    {
      label: t.revenue,
      value: formatMoney(totals.sumAmount),
      detail: t.revenueHint,
      tone: 'accent',
      change: money('sumAmount'),
    },
    {
      label: t.refunds,
      value: formatMoney(totals.sumRefunds),
      detail: formatCount(totals.countRefunds, t.refundForms),
      tone: totals.countRefunds > 0 ? 'danger' : undefined,
      change: money('sumRefunds', true),
    },
    {
      label: t.net,
      value: formatMoney(totals.sumNet),
      detail: t.netHint,
      tone: 'accent',
      change: money('sumNet'),
    },
  ];
}

/**
 * The spec's sign-up statistics of the whole period (the server's totals), plus refunds and the net, each with
 * its change against the previous period of the same length (named under the cards).
 */
export function StatisticsCards({ statistics }: { statistics: PaymentsStatisticsResponse | undefined }) {
  const previous = statistics?.previous;
  return (
    <div className="sales-statistics__summary">
      <FigureCards
        cards={statistics && statisticsCards(statistics.totals, statistics.previous.totals)}
        label={t.label}
        placeholders={6}
        className="sales-statistics__cards"
      />
      {previous && (
        <p className="app-card-hint m-0">
          {t.compared(formatDate(fromIsoDay(previous.dateFrom)), formatDate(fromIsoDay(previous.dateTo)))}
        </p>
      )}
    </div>
  );
}
