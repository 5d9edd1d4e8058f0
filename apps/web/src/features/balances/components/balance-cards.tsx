import { formatMoney, texts, toKopecks } from '@school/contracts';
import type { BalanceStatistics } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { Skeleton } from 'primereact/skeleton';

const t = balancesTexts.earnings;

type Card = { label: string; value: string; detail?: string; tone?: 'accent' | 'danger' };

/** «Доступно», «На удержании», «Выплачено», and «Задолженность» only while a refund left one (debt < 0). */
export function balanceCards(statistics: BalanceStatistics): Card[] {
  const cards: Card[] = [
    {
      label: t.available,
      value: formatMoney(statistics.available),
      detail:
        toKopecks(statistics.requested) > 0 ? t.requestedHint(formatMoney(statistics.requested)) : undefined,
      tone: 'accent',
    },
    { label: t.held, value: formatMoney(statistics.held), detail: t.heldHint },
    { label: t.paidOut, value: formatMoney(statistics.paidOut) },
  ];
  // `debt` arrived with issue 13's refund reversal; an older answer has none.
  const debt = statistics.debt ?? 0;
  if (toKopecks(debt) < 0) {
    cards.push({ label: t.debt, value: formatMoney(Math.abs(debt)), detail: t.debtHint, tone: 'danger' });
  }
  return cards;
}

export function BalanceCards({ statistics }: { statistics: BalanceStatistics | undefined }) {
  if (!statistics) {
    return (
      <div className="earnings__cards" role="status" aria-busy="true" aria-label={texts.common.loading}>
        {[0, 1, 2].map((key) => (
          <div key={key} className="card earnings__card">
            <Skeleton width="50%" className="mb-2" />
            <Skeleton width="70%" height="1.75rem" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="earnings__cards" aria-label={t.cardsLabel}>
      {balanceCards(statistics).map((card) => (
        <li key={card.label} className={`card earnings__card earnings__card--${card.tone ?? 'plain'}`}>
          <span className="earnings__card-label">{card.label}</span>
          <strong className="earnings__card-value">{card.value}</strong>
          {card.detail && <span className="earnings__card-detail">{card.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
