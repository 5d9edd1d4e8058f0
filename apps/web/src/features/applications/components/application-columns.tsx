import { type Application, type ApplicationKind, texts } from '@school/contracts';
import type { ListColumn } from '@/shared/lists/list-page';
import {
  ApplicantCell,
  ApplicationNumberCell,
  ApplicationStatusTag,
  AssigneeCell,
  ResponseTimeCell,
} from './application-cells';

const t = texts.applications;

/**
 * The applications table of a queue (`kind`: the target column is named after it) or of every queue (the
 * profile tab). `cardPath`: the number opens the card there. What a queue is worked by — the status and the
 * response time with its overdue mark — comes right after the number, so a phone shows it without scrolling.
 */
export const applicationColumns = (
  kind: ApplicationKind | undefined,
  cardPath?: (application: Application) => string,
): ListColumn<Application>[] => [
  {
    field: 'createdAt',
    header: t.createdAt,
    sortable: true,
    body: (row) => <ApplicationNumberCell application={row} to={cardPath?.(row)} />,
  },
  { field: 'status', header: t.status, body: (row) => <ApplicationStatusTag status={row.status} /> },
  {
    field: 'responseDueAt',
    header: t.response,
    giveWay: 2,
    sortable: true,
    body: (row) => <ResponseTimeCell application={row} />,
  },
  { field: 'name', header: t.applicant, body: (row) => <ApplicantCell application={row} /> },
  {
    field: 'targetTitle',
    header: kind ? t.target[kind] : t.subject,
    giveWay: 3,
    style: { minWidth: '10rem' },
  },
  {
    field: 'assignee',
    header: t.assignee,
    giveWay: 1,
    body: (row) => <AssigneeCell assignee={row.assignee} />,
  },
];
