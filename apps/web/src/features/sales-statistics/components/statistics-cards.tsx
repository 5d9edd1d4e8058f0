import { formatCount, formatMoney, type SignUpStatistics, texts } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { Skeleton } from 'primereact/skeleton';
import { formatChartValue } from '@/shared/charts';

const t = salesStatisticsTexts.salesStatistics.cards;

type Card = { label: string; value: string; detail?: string; tone?: 'accent' | 'danger' };

function cardsOf(totals: SignUpStatistics): Card[] {
  return [
    { label: t.signUps, value: formatChartValue(totals.countSingUp, 'count') },
    {
      label: t.firstPayments,
      value: formatMoney(totals.sumAmountFirstPaySubscriptions),
      detail: formatCount(totals.countFirstPaySubscriptions, t.paymentForms),
    },
    {
      label: t.nextPayments,
      value: formatMoney(totals.sumAmountNextPaySubscriptions),
      detail: formatCount(totals.countNextPaySubscriptions, t.paymentForms),
    },
    { label: t.revenue, value: formatMoney(totals.sumAmount), detail: t.revenueHint, tone: 'accent' },
    {
      label: t.refunds,
      value: formatMoney(totals.sumRefunds),
      detail: formatCount(totals.countRefunds, t.refundForms),
      tone: totals.countRefunds > 0 ? 'danger' : undefined,
    },
    { label: t.net, value: formatMoney(totals.sumNet), detail: t.netHint, tone: 'accent' },
  ];
}

/** The spec's sign-up statistics of the whole period (the server's totals), plus refunds and the net. */
export function StatisticsCards({ totals }: { totals: SignUpStatistics | undefined }) {
  if (!totals) {
    return (
      <div
        className="sales-statistics__cards"
        role="status"
        aria-busy="true"
        aria-label={texts.common.loading}
      >
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={index} className="card sales-statistics__card">
            <Skeleton width="50%" className="mb-2" />
            <Skeleton width="70%" height="1.75rem" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="sales-statistics__cards" aria-label={t.label}>
      {cardsOf(totals).map((card) => (
        <li
          key={card.label}
          className={`card sales-statistics__card sales-statistics__card--${card.tone ?? 'plain'}`}
        >
          <span className="sales-statistics__card-label">{card.label}</span>
          <strong className="sales-statistics__card-value">{card.value}</strong>
          {card.detail && <span className="sales-statistics__card-detail">{card.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
