import {
  APPLICATION_KIND_LABELS,
  APPLICATION_KINDS,
  APPLICATION_LIST_MAX_ROWS,
  type Application,
  applicationKindSchema,
  applicationStatusSchema,
  applicationsListResponseSchema,
  texts,
} from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { Link } from 'react-router';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { APPLICATION_KIND_PATHS } from '@/shared/lib/section-paths';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListColumn, ListDeclaration } from '@/shared/lists/list-page';
import type { ListConfig, ListQueryParams } from '@/shared/lists/list-url';
import type { ListController } from '@/shared/lists/use-list-state';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess } from '@/shared/toast/toast-store';
import { useUpdateApplication } from './applications.api';
import { ApplicationNumberCell, ApplicationStatusTag } from './components/application-cells';
import { applicationColumns } from './components/application-columns';
import { OverdueFilter } from './components/applications-filters';
import { statusOptions } from './lib/applications-url';

const t = texts.applications;

export type StaffApplicationsFilter = 'status' | 'kind' | 'overdue';

/** The tab's URL: status, kind and overdue filters, search, sort and page; newest first. */
export const STAFF_APPLICATIONS_URL: ListConfig<StaffApplicationsFilter> = {
  filters: ['status', 'kind', 'overdue'],
  defaultSort: 'createdAt:desc',
  maxRows: APPLICATION_LIST_MAX_ROWS,
};

const kindOptions = APPLICATION_KINDS.map((kind) => ({ label: APPLICATION_KIND_LABELS[kind], value: kind }));

/** The card of an application in its queue (admins; the queues are admin-only). */
export const staffApplicationCardPath = (application: Application) =>
  `${APPLICATION_KIND_PATHS[application.kind]}/${application.id}`;

/**
 * `GET /api/applications?staffId=` for the profile's person (`/admins/{id}`) or oneself (`/profile`). A
 * status or kind the URL got wrong is left out rather than sent for a 400.
 */
export function useStaffApplicationsOfRoute(
  query: ListQueryParams<StaffApplicationsFilter>,
  enabled: boolean,
) {
  const { staffId } = useProfileStaffId();
  const request = {
    ...query,
    status: applicationStatusSchema.safeParse(query.status).data,
    kind: applicationKindSchema.safeParse(query.kind).data,
    overdue: query.overdue === 'true' ? ('true' as const) : undefined,
    staffId,
  };
  return useQuery({
    queryKey: queryKeys.applications.list(request),
    queryFn: ({ signal }) =>
      apiRequest('/applications', { query: request, schema: applicationsListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && staffId !== undefined,
  });
}

function StaffApplicationsFilters({ list }: { list: ListController<StaffApplicationsFilter> }) {
  return (
    <>
      <ListFilter list={list} name="status" label={t.statusFilter} options={statusOptions} />
      <ListFilter list={list} name="kind" label={t.staff.kindFilter} options={kindOptions} />
      <OverdueFilter list={list} />
    </>
  );
}

/** A curator's own applications: the status changes in place (PATCH; the same status is a 409 toast). */
function StatusPicker({ application }: { application: Application }) {
  const update = useUpdateApplication(application.id);
  const tag = (option: { value: Application['status'] } | null) =>
    option && <ApplicationStatusTag status={option.value} />;
  return (
    <Dropdown
      value={application.status}
      options={statusOptions}
      onChange={(event) =>
        update.mutate({ status: event.value }, { onSuccess: () => showSuccess(t.card.statusChanged) })
      }
      valueTemplate={tag}
      itemTemplate={tag}
      ariaLabel={t.staff.statusLabel(application.id)}
      aria-label={t.staff.statusLabel(application.id)}
      disabled={update.isPending}
      className="app-status-picker"
    />
  );
}

/** What was asked for, with its queue under it: the tab mixes all three. */
function TargetCell({ application }: { application: Application }) {
  return (
    <span className="flex flex-column gap-1">
      <span>{application.targetTitle}</span>
      <small className="text-color-secondary">{APPLICATION_KIND_LABELS[application.kind]}</small>
    </span>
  );
}

/** An admin's number cell: a link to the card in its queue (without the tab's query, meaningless there). */
function CardLinkCell({ application }: { application: Application }) {
  return (
    <Link
      to={staffApplicationCardPath(application)}
      className="app-application-link"
      aria-label={t.card.title(application.id)}
    >
      <ApplicationNumberCell application={application} />
    </Link>
  );
}

/** The tab's order: the status right after the number, so a phone shows it without scrolling sideways. */
const ORDER = ['createdAt', 'status', 'name', 'targetTitle', 'assignee', 'responseDueAt'];

function staffColumns(
  bodies: Partial<Record<string, ListColumn<Application>['body']>>,
): ListColumn<Application>[] {
  const columns = applicationColumns(undefined);
  return ORDER.flatMap((field) => {
    const column = columns.find((candidate) => candidate.field === field);
    if (!column) return [];
    const body =
      field === 'targetTitle' ? (row: Application) => <TargetCell application={row} /> : bodies[field];
    return [body ? { ...column, body } : column];
  });
}

/** An admin's columns: the number opens the card in its queue. */
export const STAFF_APPLICATION_ADMIN_COLUMNS = staffColumns({
  createdAt: (row) => <CardLinkCell application={row} />,
});

/** A curator's or speaker's columns: no card (the queues are admin-only), the status changed in place. */
export const STAFF_APPLICATION_OWNER_COLUMNS = staffColumns({
  status: (row) => <StatusPicker application={row} />,
});

/** The profile tab «Заявки»: applications for the person's services and courses, every queue. */
export const STAFF_APPLICATIONS_LIST: ListDeclaration<Application, StaffApplicationsFilter> = {
  url: STAFF_APPLICATIONS_URL,
  useItems: useStaffApplicationsOfRoute,
  label: t.staff.title,
  Filters: StaffApplicationsFilters,
  search: { placeholder: t.searchPlaceholder },
};
