import {
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
  type StatisticsGrouping,
  texts,
} from '@school/contracts';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { Link } from 'react-router';
import { matchingPreset, STATISTICS_PRESETS } from '@/shared/lib/statistics-view';
import type { StatisticsViewState } from '@/shared/lib/use-statistics-view';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';

const t = referralsTexts.referrals.page;

const GROUPING_OPTIONS = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));

/** The page's card: title, the referrals of the same period, period (typed, picked or a preset), grouping. */
export function ProfitToolbar({ state }: { state: StatisticsViewState }) {
  const { view, query, today } = state;
  const active = matchingPreset(query, today);
  const listSearch = new URLSearchParams({ dateFrom: query.dateFrom, dateTo: query.dateTo });
  return (
    <section className="card referrals__toolbar">
      <div className="referrals__heading">
        <div>
          <h1 className="app-card-title">{texts.menu.referralSystem}</h1>
          <p className="app-card-hint mb-0">{t.profitHint}</p>
        </div>
        <Link to={`/refferal-list?${listSearch}`} className="p-button p-button-outlined referrals__list-link">
          <span className="pi pi-list mr-2" aria-hidden="true" />
          {t.openList}
        </Link>
      </div>
      <div className="referrals__filters">
        <DateRangeFilter
          dateFrom={query.dateFrom}
          dateTo={query.dateTo}
          onChange={state.setPeriod}
          label={t.period}
        />
        <fieldset className="referrals__presets" aria-label={t.presets}>
          {STATISTICS_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              label={t.presetLabels[preset]}
              size="small"
              text={active !== preset}
              aria-pressed={active === preset}
              onClick={() => state.setPreset(preset)}
            />
          ))}
        </fieldset>
        <SelectButton
          value={query.groupBy}
          options={GROUPING_OPTIONS}
          onChange={(event) => {
            if (event.value) state.setGrouping(event.value as StatisticsGrouping);
          }}
          allowEmpty={false}
          aria-label={t.grouping}
          className="referrals__grouping"
        />
      </div>
      {view.badUrl && (
        <p className="p-error mb-0 mt-2" role="alert">
          {t.badPeriodInUrl}
        </p>
      )}
    </section>
  );
}
