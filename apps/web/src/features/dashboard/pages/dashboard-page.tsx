import { formatDate } from '@school/contracts';
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type OwnDashboard,
  type SchoolDashboard,
  STALE_ATTEMPT_HOURS_DEFAULT,
} from '@school/contracts/dashboard';
import { dashboardTexts } from '@school/contracts/texts/dashboard';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useSearchParams } from 'react-router';
import { fromIsoDay } from '@/shared/lib/iso-day';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { ListHeading } from '@/shared/lists/list-heading';
import { FigureCards } from '@/shared/ui/figure-cards';
import { DashboardEvents } from '../components/dashboard-events';
import { useDashboard } from '../dashboard.api';
import { ownMoneyCards, ownWaitingCards, salesCards, schoolWaitingCards } from '../lib/dashboard-cards';
import '../dashboard.css';

const t = dashboardTexts.dashboard;

const PERIOD_OPTIONS = DASHBOARD_PERIODS.map((value) => ({ value, label: t.periods[value] }));
const STALE_HOURS = [STALE_ATTEMPT_HOURS_DEFAULT, 48, 72, 168];
const STALE_OPTIONS = STALE_HOURS.map((value) => ({ value, label: t.staleHoursOption(value) }));

/** The period and the attempts' threshold live in the URL (`?period=week&staleHours=48`). */
function useDashboardUrl() {
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('period');
  const period: DashboardPeriod = DASHBOARD_PERIODS.includes(periodParam as DashboardPeriod)
    ? (periodParam as DashboardPeriod)
    : 'today';
  const hours = Number(params.get('staleHours'));
  const staleHours = STALE_HOURS.includes(hours) ? hours : STALE_ATTEMPT_HOURS_DEFAULT;
  const set = (name: string, value: string | number, fallback: string | number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  return {
    period,
    staleHours,
    setPeriod: (value: DashboardPeriod) => set('period', value, 'today'),
    setStaleHours: (value: number) => set('staleHours', value, STALE_ATTEMPT_HOURS_DEFAULT),
  };
}

/**
 * /dashboard «Главная» (issue 31): for admins the school's sales against the previous period, what waits for
 * attention and the latest events; for curators and speakers their own courses, queues, questions and money.
 * Every card opens the list it counts. Refreshed by the shell's pulse, not a poll of its own.
 */
export function DashboardPage() {
  const url = useDashboardUrl();
  const dashboard = useDashboard(url.staleHours);
  const board = dashboard.data;

  if (dashboard.isError && !board) {
    return <LoadFailedState card title={t.loadFailed} onRetry={dashboard.refetch} />;
  }
  const own = board?.scope === 'own';
  return (
    <div className="dashboard" aria-busy={dashboard.isFetching}>
      <section className="card dashboard__heading">
        <ListHeading title={t.title} hint={own ? t.ownHint : t.schoolHint} level={1} />
      </section>
      {board?.scope === 'own' ? <OwnBoard board={board} /> : <SchoolBoard board={board} url={url} />}
    </div>
  );
}

function SchoolBoard({
  board,
  url,
}: {
  board: SchoolDashboard | undefined;
  url: ReturnType<typeof useDashboardUrl>;
}) {
  const period = board?.periods.find((row) => row.period === url.period);
  return (
    <>
      <section className="dashboard__section" aria-labelledby="dashboard-sales">
        <div className="dashboard__section-heading">
          <div>
            <h2 id="dashboard-sales" className="dashboard__section-title">
              {t.salesLabel}
            </h2>
            {period && (
              <p className="dashboard__section-hint">
                {t.salesHint(
                  formatDate(fromIsoDay(period.previousFrom)),
                  formatDate(fromIsoDay(period.previousTo)),
                )}
              </p>
            )}
          </div>
          <SelectButton
            value={url.period}
            options={PERIOD_OPTIONS}
            onChange={(event) => event.value && url.setPeriod(event.value as DashboardPeriod)}
            allowEmpty={false}
            aria-label={t.periodsLabel}
          />
        </div>
        <FigureCards cards={period && salesCards(period)} label={t.salesLabel} placeholders={5} />
      </section>
      <section className="dashboard__section" aria-labelledby="dashboard-waiting">
        <div className="dashboard__section-heading">
          <h2 id="dashboard-waiting" className="dashboard__section-title">
            {t.waitingTitle}
          </h2>
          <Dropdown
            value={url.staleHours}
            options={STALE_OPTIONS}
            onChange={(event) => url.setStaleHours(Number(event.value))}
            aria-label={t.staleHoursLabel}
            pt={{ trigger: { 'aria-label': t.staleHoursLabel } }}
          />
        </div>
        <FigureCards
          cards={board && schoolWaitingCards(board)}
          label={t.waitingLabel}
          placeholders={10}
          className="dashboard__waiting"
        />
      </section>
      <DashboardEvents events={board?.events} />
    </>
  );
}

function OwnBoard({ board }: { board: OwnDashboard }) {
  return (
    <>
      <section className="dashboard__section" aria-labelledby="dashboard-own">
        <h2 id="dashboard-own" className="dashboard__section-title">
          {t.waitingTitle}
        </h2>
        <FigureCards cards={ownWaitingCards(board)} label={t.waitingLabel} className="dashboard__waiting" />
      </section>
      <section className="dashboard__section" aria-labelledby="dashboard-money">
        <h2 id="dashboard-money" className="dashboard__section-title">
          {t.moneyLabel}
        </h2>
        <FigureCards cards={ownMoneyCards(board)} label={t.moneyLabel} />
      </section>
    </>
  );
}
