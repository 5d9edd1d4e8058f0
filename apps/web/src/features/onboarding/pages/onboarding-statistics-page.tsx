import { formatCount, type OnboardingStatisticsResponse, texts } from '@school/contracts';
import { onboardingTexts } from '@school/contracts/texts/onboarding';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { ChartPanel, FigureCell, FigureTable } from '@/shared/charts';
import { usePeriodInUrl } from '@/shared/lib/statistics-period-url';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { EmptyState } from '@/shared/lists/empty-state';
import { formatConversion, formatDropOff, funnelChartData } from '../lib/funnel';
import { useOnboardingStatistics } from '../onboarding.api';
import '../onboarding.css';

const t = onboardingTexts.onboardingStatistics;

/** /onboarding-statistics (admins): how far the students who signed up in a period got through onboarding. */
export function OnboardingStatisticsPage() {
  const { period, badUrl, setPeriod } = usePeriodInUrl(30);
  const statistics = useOnboardingStatistics(period);

  return (
    <div className="onboarding-statistics">
      <section className="card">
        <h1 className="app-card-title">{t.title}</h1>
        <p className="app-card-hint">{t.hint}</p>
        <div className="onboarding-statistics__filters">
          <DateRangeFilter
            dateFrom={period.dateFrom}
            dateTo={period.dateTo}
            onChange={(f) => setPeriod(f)}
            label={t.period}
          />
          {statistics.data && (
            <p className="onboarding-statistics__cohort" aria-live="polite">
              {t.cohort}: <strong>{formatCount(statistics.data.students, t.cohortForms)}</strong>
            </p>
          )}
        </div>
        {badUrl && (
          <p className="p-error mb-0 mt-2" role="alert">
            {t.badPeriodInUrl}
          </p>
        )}
      </section>
      {statistics.isPending ? (
        <section className="card" aria-busy="true" aria-label={t.funnelTitle}>
          <Skeleton height="18rem" />
        </section>
      ) : statistics.isError ? (
        <section className="card app-empty-state" role="alert">
          <p className="app-empty-state__title">{t.loadFailed}</p>
          <Button label={texts.common.retry} icon="pi pi-refresh" text onClick={() => statistics.refetch()} />
        </section>
      ) : statistics.data.steps.length === 0 ? (
        <section className="card">
          <EmptyState title={t.noSteps} hint={t.emptyHint} icon="pi-list" />
        </section>
      ) : statistics.data.students === 0 ? (
        <section className="card">
          <EmptyState title={t.emptyTitle} hint={t.emptyHint} icon="pi-user-plus" />
        </section>
      ) : (
        <Funnel statistics={statistics.data} />
      )}
    </div>
  );
}

function Funnel({ statistics }: { statistics: OnboardingStatisticsResponse }) {
  const last = statistics.steps.at(-1);
  return (
    <ChartPanel
      title={t.funnelTitle}
      kind="horizontal-bar"
      valueKind="count"
      categoryLabel={t.stepColumn}
      data={funnelChartData(statistics, t.cohortBar, t.reachedSeries)}
      height={Math.max(180, (statistics.steps.length + 1) * 40 + 40)}
      summary={t.summary(
        formatCount(statistics.students, t.cohortForms),
        formatCount(last?.reached ?? 0, t.cohortForms),
      )}
      tableOpen
      table={<FunnelTable statistics={statistics} />}
    />
  );
}

function FunnelTable({ statistics }: { statistics: OnboardingStatisticsResponse }) {
  return (
    <FigureTable
      title={t.funnelTitle}
      rowHeader={t.stepColumn}
      columns={[
        t.reachedColumn,
        <>
          {t.conversionColumn}
          <span className="app-visually-hidden"> {t.conversionColumnHint}</span>
        </>,
        t.dropOffColumn,
      ]}
      footnote={<p className="app-card-hint onboarding-statistics__note">{t.conversionNote}</p>}
    >
      <tbody>
        <tr>
          <th scope="row">{t.cohortBar}</th>
          <FigureCell>{statistics.students.toLocaleString('ru-RU')}</FigureCell>
          <FigureCell>—</FigureCell>
          <FigureCell>—</FigureCell>
        </tr>
        {statistics.steps.map((step) => (
          <tr key={step.id}>
            <th scope="row">{step.title}</th>
            <FigureCell>{step.reached.toLocaleString('ru-RU')}</FigureCell>
            <FigureCell>{formatConversion(step.conversion)}</FigureCell>
            <FigureCell>{formatDropOff(step.dropOff)}</FigureCell>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
