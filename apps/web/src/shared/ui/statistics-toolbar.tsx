import './statistics-toolbar.css';
import { STATISTICS_GROUPING_LABELS, STATISTICS_GROUPINGS, type StatisticsGrouping } from '@school/contracts';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import type { ReactNode } from 'react';
import { matchingPreset, STATISTICS_PRESETS, type StatisticsPreset } from '@/shared/lib/statistics-view';
import type { StatisticsViewState } from '@/shared/lib/use-statistics-view';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';

export interface StatisticsToolbarTexts {
  title: string;
  hint: string;
  period: string;
  presets: string;
  grouping: string;
  badPeriodInUrl: string;
  presetLabels: Record<StatisticsPreset, string>;
}

const GROUPING_OPTIONS = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));

/**
 * The card above a statistics page: title and hint, the page's own action on the right (a CSV, a link),
 * then the period (typed, picked or a preset) and the grouping, all kept in the URL by `state`.
 */
export function StatisticsToolbar({
  state,
  texts,
  action,
}: {
  state: StatisticsViewState;
  texts: StatisticsToolbarTexts;
  action?: ReactNode;
}) {
  const { view, query, today } = state;
  const active = matchingPreset(query, today);
  return (
    <section className="card statistics-toolbar">
      <div className="statistics-toolbar__heading">
        <div>
          <h1 className="app-card-title">{texts.title}</h1>
          <p className="app-card-hint mb-0">{texts.hint}</p>
        </div>
        {action}
      </div>
      <div className="statistics-toolbar__filters">
        <DateRangeFilter
          dateFrom={query.dateFrom}
          dateTo={query.dateTo}
          onChange={state.setPeriod}
          label={texts.period}
        />
        <fieldset className="statistics-toolbar__presets" aria-label={texts.presets}>
          {STATISTICS_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              label={texts.presetLabels[preset]}
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
          aria-label={texts.grouping}
          className="statistics-toolbar__grouping"
        />
      </div>
      {view.badUrl && (
        <p className="p-error mb-0 mt-2" role="alert">
          {texts.badPeriodInUrl}
        </p>
      )}
    </section>
  );
}
