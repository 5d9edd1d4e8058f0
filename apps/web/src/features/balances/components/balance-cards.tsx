import { formatMoney, toKopecks } from '@school/contracts';
import type { BalanceStatistics } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';
import { type FigureCard, FigureCards } from '@/shared/ui/figure-cards';

const t = balancesTexts.earnings;

/** «Доступно», «На удержании», «Выплачено», and «Задолженность» only while a refund left one (debt < 0). */
export function balanceCards(statistics: BalanceStatistics): FigureCard[] {
  const cards: FigureCard[] = [
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
  return <FigureCards cards={statistics && balanceCards(statistics)} label={t.cardsLabel} />;
}
