import { formatMoney, texts, toKopecks } from '@school/contracts';
import type { ReferralTotals } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { Skeleton } from 'primereact/skeleton';
import { formatChartValue } from '@/shared/charts';

const t = referralsTexts.referrals;

type Card = { label: string; value: string; detail?: string; tone?: 'accent' | 'danger' };

/** Who came and paid, then where their commissions are: accrued = held + paid + reversed. */
function cardsOf(totals: ReferralTotals): Card[] {
  return [
    { label: t.totals.signUps, value: formatChartValue(totals.signUps, 'count') },
    { label: t.totals.payingReferrals, value: formatChartValue(totals.payingReferrals, 'count') },
    {
      label: t.totals.revenue,
      value: formatMoney(totals.revenue),
      detail: t.page.cardDetails.revenue,
      tone: 'accent',
    },
    { label: t.totals.accrued, value: formatMoney(totals.accrued), tone: 'accent' },
    { label: t.totals.held, value: formatMoney(totals.held), detail: t.page.cardDetails.held },
    { label: t.totals.paid, value: formatMoney(totals.paid), detail: t.page.cardDetails.paid },
    {
      label: t.totals.reversed,
      value: formatMoney(totals.reversed),
      detail: t.page.cardDetails.reversed,
      tone: toKopecks(totals.reversed) !== 0 ? 'danger' : undefined,
    },
  ];
}

/** The period's totals (the server's figures), as cards; skeletons while they load. */
export function ProfitCards({ totals }: { totals: ReferralTotals | undefined }) {
  if (!totals) {
    return (
      <div className="referrals__cards" role="status" aria-busy="true" aria-label={texts.common.loading}>
        {Array.from({ length: 7 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <div key={index} className="card referrals__card">
            <Skeleton width="50%" className="mb-2" />
            <Skeleton width="70%" height="1.75rem" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="referrals__cards" aria-label={t.page.cardsLabel}>
      {cardsOf(totals).map((card) => (
        <li key={card.label} className={`card referrals__card referrals__card--${card.tone ?? 'plain'}`}>
          <span className="referrals__card-label">{card.label}</span>
          <strong className="referrals__card-value">{card.value}</strong>
          {card.detail && <span className="referrals__card-detail">{card.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
