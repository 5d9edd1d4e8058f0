import { formatMoney, type SubscriptionMonth } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useId } from 'react';
import { formatChartValue, formatMonthLabel } from '@/shared/charts';
import { type FigureCard, FigureCards } from '@/shared/ui/figure-cards';

const t = salesStatisticsTexts.salesStatistics.subscriptions;

/** The last month's MRR, ARPU and churn rate, each against the month before (when there is one). */
export function subscriptionFigureCards(last: SubscriptionMonth, before?: SubscriptionMonth): FigureCard[] {
  return [
    {
      label: t.mrr,
      value: formatMoney(last.mrr),
      detail: t.activeAtEnd(formatChartValue(last.active, 'count')),
      tone: 'accent',
      change: before && { current: last.mrr, previous: before.mrr, kind: 'money' },
    },
    {
      label: t.arpu,
      value: last.arpu === null ? '—' : formatMoney(last.arpu),
      detail: t.arpuHint(formatChartValue(last.payingStudents, 'count')),
      change:
        before && last.arpu !== null && before.arpu !== null
          ? { current: last.arpu, previous: before.arpu, kind: 'money' }
          : undefined,
    },
    {
      label: t.churnRate,
      value: last.churnRate === null ? '—' : formatChartValue(last.churnRate, 'percent'),
      detail:
        last.churnRate === null
          ? t.noChurnBase
          : t.churnRateHint(
              formatChartValue(last.churnedOfActive, 'count'),
              formatChartValue(last.activeAtStart, 'count'),
            ),
      change:
        before && last.churnRate !== null && before.churnRate !== null
          ? { current: last.churnRate, previous: before.churnRate, kind: 'percent', lowerIsBetter: true }
          : undefined,
    },
  ];
}

/** The owners' figures of the 12 months' last one, beside its MRR chart. */
export function SubscriptionFigures({ months }: { months: readonly SubscriptionMonth[] }) {
  const titleId = useId();
  const last = months.at(-1);
  if (!last) return null;
  const before = months.at(-2);
  const label = t.figuresLabel(formatMonthLabel(last.month));
  return (
    <section className="sales-statistics__summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="sales-statistics__section-title">
        {label}
      </h2>
      <FigureCards cards={subscriptionFigureCards(last, before)} label={label} />
      {before && <p className="app-card-hint m-0">{t.figuresHint(formatMonthLabel(before.month))}</p>}
    </section>
  );
}
