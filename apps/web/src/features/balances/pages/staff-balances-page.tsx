import { balancesTexts } from '@school/contracts/texts/balances';
import { useBalancesOwner } from '../balances-history.list';
import { BalancesView } from '../components/balances-view';

const t = balancesTexts.earnings;

/**
 * The profile tab «Заработок»: on /admins/{id} (admins) that curator's or speaker's earnings, read only; on
 * one's own /profile the same as /earnings.
 */
export function StaffBalancesPage() {
  const owner = useBalancesOwner();
  return (
    <BalancesView
      owner={owner}
      heading={
        <div>
          <h2 className="app-card-title">{t.title}</h2>
          <p className="app-card-hint mb-0">{owner.own ? t.hint : t.tabHint}</p>
        </div>
      }
    />
  );
}
