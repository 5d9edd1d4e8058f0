import { balancesTexts } from '@school/contracts/texts/balances';
import { BalancesView } from '../components/balances-view';

const t = balancesTexts.earnings;

/** /earnings «Заработок» of a curator or speaker: their own balance, history and withdrawals. */
export function BalancesPage() {
  return (
    <BalancesView
      owner={{ own: true }}
      heading={
        <div>
          <h1 className="app-card-title">{t.title}</h1>
          <p className="app-card-hint mb-0">{t.hint}</p>
        </div>
      }
    />
  );
}
