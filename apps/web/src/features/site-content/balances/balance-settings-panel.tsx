import { isAdminRole } from '@school/contracts';
import { balancesTexts } from '@school/contracts/texts/balances';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { getRole } from '@/shared/session/session';
import { CommissionRulesSection } from './commission-rules-section';
import { MinWithdrawalSection } from './min-withdrawal-section';
import './balance-settings.css';

const t = balancesTexts.earningsSettings;

/** /settings-earnings: the commission rules and the payout minimum; curators and speakers read them. */
export function BalanceSettingsPanel() {
  const canEdit = isAdminRole(getRole());
  return (
    <>
      <section className="card earnings-settings" aria-labelledby="earnings-rules-title">
        <h2 id="earnings-rules-title" className="app-card-title">
          {t.rulesTitle}
        </h2>
        <p className="app-card-hint">{canEdit ? t.rulesHint : t.rulesReadOnlyHint}</p>
        <CommissionRulesSection canEdit={canEdit} />
      </section>
      <section className="card earnings-settings" aria-labelledby="earnings-min-title">
        <h2 id="earnings-min-title" className="app-card-title">
          {t.minTitle}
        </h2>
        <p className="app-card-hint">{t.minHint}</p>
        <MinWithdrawalSection canEdit={canEdit} />
      </section>
      <LazyRecordHistory section="commission-rules" title={t.historyTitle} card />
    </>
  );
}
