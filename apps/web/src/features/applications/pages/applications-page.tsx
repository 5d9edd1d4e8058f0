import '../applications.css';
import { APPLICATION_CSV_FILENAMES, type Application, type ApplicationKind, texts } from '@school/contracts';
import { Skeleton } from 'primereact/skeleton';
import { lazy, Suspense, useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { APPLICATION_KIND_PATHS } from '@/shared/lib/section-paths';
import { ListExportButton } from '@/shared/lists/list-export-button';
import { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { ApplicationsFilters } from '../components/applications-filters';
import { ApplicationsTable } from '../components/applications-table';
import { ApplicationsViewToggle, useApplicationsView } from '../components/board/view-toggle';
import { ResponseTargetButton } from '../components/settings/response-target-button';
import type { ApplicationsFilter } from '../lib/applications-url';
import { useApplicationsFilters } from '../use-applications-filters';

const t = texts.applications;

// The kanban comes with its first use: a queue opens as the table, and the route stays in its budget.
const ApplicationsBoard = lazy(() =>
  import('../components/board/applications-board').then((module) => ({ default: module.ApplicationsBoard })),
);

/** The queues' titles are their menu entries (spec §2). */
const TITLES: Record<ApplicationKind, string> = {
  service: texts.menu.applications,
  training: texts.menu.applicationsForTraining,
  marketplace: texts.menu.applicationsMarketplace,
};

/**
 * One application queue (spec §2: «Услуги», «Заявки на обучение», «Маркетплейс заявки»): the toolbar
 * (search, status, assignee, period, «Только просроченные», «Таблица / Канбан», «Срок ответа», «Экспорт»)
 * over a view of the same filters — the table or the kanban (`view=board`) — and the card of `{queue}/{id}` over it (a row's click or Enter, keeping the query string).
 */
export function ApplicationsPage({ kind }: { kind: ApplicationKind }) {
  const { list, query } = useApplicationsFilters(kind);
  const navigate = useNavigate();
  const { search } = useLocation();
  const base = APPLICATION_KIND_PATHS[kind];
  const cardPath = useCallback((application: Application) => `${base}/${application.id}`, [base]);
  const open = (application: Application) => navigate({ pathname: cardPath(application), search });
  const title = TITLES[kind];
  const [view, setView] = useApplicationsView();

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h1 className="app-card-title">{title}</h1>
            <p className="app-card-hint mb-0">{t.hints[kind]}</p>
          </>
        }
        actions={
          <>
            <ApplicationsViewToggle view={view} onChange={setView} />
            <ResponseTargetButton />
            <ListExportButton<ApplicationsFilter>
              path="/applications/csv"
              fileName={APPLICATION_CSV_FILENAMES[kind]}
              query={query}
            />
          </>
        }
        search={<ListSearch list={list} placeholder={t.searchPlaceholder} />}
        filters={<ApplicationsFilters list={list} withStatus={view !== 'board'} />}
        list={list}
      />
      {view === 'board' ? (
        <Suspense fallback={<Skeleton height="24rem" />}>
          <ApplicationsBoard query={query} cardPath={cardPath} onOpen={open} />
        </Suspense>
      ) : (
        <ApplicationsTable
          kind={kind}
          list={list}
          query={query}
          cardPath={cardPath}
          onOpen={open}
          label={title}
        />
      )}
      <Outlet />
    </section>
  );
}

export const ServiceApplicationsPage = () => <ApplicationsPage kind="service" />;
export const TrainingApplicationsPage = () => <ApplicationsPage kind="training" />;
export const MarketplaceApplicationsPage = () => <ApplicationsPage kind="marketplace" />;
