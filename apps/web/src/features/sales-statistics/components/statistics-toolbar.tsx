import {
  STATISTICS_GROUPING_LABELS,
  STATISTICS_GROUPINGS,
  type StatisticsGrouping,
  texts,
} from '@school/contracts';
import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { matchingPreset, STATISTICS_PRESETS, type StatisticsPreset } from '@/shared/lib/statistics-view';
import type { StatisticsViewState } from '@/shared/lib/use-statistics-view';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { StatisticsCsvButton } from './statistics-csv-button';

const t = texts.salesStatistics;

const PRESET_LABELS: Record<StatisticsPreset, string> = {
  today: t.presetToday,
  week: t.presetWeek,
  thisMonth: t.presetThisMonth,
  lastMonth: t.presetLastMonth,
  year: t.presetYear,
};
const GROUPING_OPTIONS = STATISTICS_GROUPINGS.map((value) => ({
  value,
  label: STATISTICS_GROUPING_LABELS[value],
}));

/** The page's card: title, period (typed, picked or a preset), grouping and the CSV of what is shown. */
export function StatisticsToolbar({ state }: { state: StatisticsViewState }) {
  const { view, query, today } = state;
  const active = matchingPreset(query, today);
  return (
    <section className="card sales-statistics__toolbar">
      <div className="sales-statistics__heading">
        <div>
          <h1 className="app-card-title">{t.title}</h1>
          <p className="app-card-hint mb-0">{t.hint}</p>
        </div>
        <StatisticsCsvButton query={query} />
      </div>
      <div className="sales-statistics__filters">
        <DateRangeFilter
          dateFrom={query.dateFrom}
          dateTo={query.dateTo}
          onChange={state.setPeriod}
          label={t.period}
        />
        <fieldset className="sales-statistics__presets" aria-label={t.presets}>
          {STATISTICS_PRESETS.map((preset) => (
            <Button
              key={preset}
              type="button"
              label={PRESET_LABELS[preset]}
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
          className="sales-statistics__grouping"
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
