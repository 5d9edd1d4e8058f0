import { texts } from '@school/contracts';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { Link } from 'react-router';
import type { StatisticsViewState } from '@/shared/lib/use-statistics-view';
import { StatisticsToolbar, type StatisticsToolbarTexts } from '@/shared/ui/statistics-toolbar';

const t = referralsTexts.referrals.page;

const TOOLBAR_TEXTS: StatisticsToolbarTexts = {
  title: texts.menu.referralSystem,
  hint: t.profitHint,
  period: t.period,
  presets: t.presets,
  grouping: t.grouping,
  badPeriodInUrl: t.badPeriodInUrl,
  presetLabels: t.presetLabels,
};

/** «Прибыль»'s card: the statistics toolbar, with a link to the referrals of the same period. */
export function ProfitToolbar({ state }: { state: StatisticsViewState }) {
  const { query } = state;
  const listSearch = new URLSearchParams({ dateFrom: query.dateFrom, dateTo: query.dateTo });
  return (
    <StatisticsToolbar
      state={state}
      texts={TOOLBAR_TEXTS}
      action={
        <Link to={`/refferal-list?${listSearch}`} className="p-button p-button-outlined">
          <span className="pi pi-list mr-2" aria-hidden="true" />
          {t.openList}
        </Link>
      }
    />
  );
}
