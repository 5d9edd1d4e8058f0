import type { Withdrawal } from '@school/contracts/balances';
import { balancesTexts } from '@school/contracts/texts/balances';

const t = balancesTexts.payouts;

/** «Карта •••• 1111» / «Счёт •••• 6789»: the queue and the author's own list never show a whole number. */
export function maskRequisites(requisites: Withdrawal['requisites']): string {
  return requisites.type === 'card'
    ? t.cardMask(requisites.cardNumber.slice(-4))
    : t.accountMask(requisites.account.slice(-4));
}
