import { APPLICATION_LIST_MAX_ROWS } from '@school/contracts';
import { schoolToday } from './sales-cases';

/** The training queue is the one measured (its CSV is the one spec §7 names). */
const QUEUE = 'kind=training';
const search = `search=${encodeURIComponent('смирнов')}`;
const deepest = `skip=${APPLICATION_LIST_MAX_ROWS - 15}&take=15`;

/** The applications-list requests measured (query strings of GET /api/applications), issue 11. */
export const APPLICATION_LIST_CASES: ReadonlyArray<{ name: string; query: string }> = [
  { name: 'applications: first page', query: QUEUE },
  { name: 'applications: deepest page', query: `${QUEUE}&${deepest}` },
  { name: 'applications: search "смирнов"', query: `${QUEUE}&${search}` },
  {
    name: 'applications: status + updatedAt:desc',
    query: `${QUEUE}&status=inProgress&orderBy=updatedAt:desc`,
  },
  {
    name: 'applications: deepest filtered',
    query: `${QUEUE}&status=inProgress&orderBy=updatedAt:desc&${deepest}`,
  },
];

const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * The kanban's counts measured (query strings of GET /api/applications/counts): the queue, a month of it, one
 * assignee's, both, and a search (which counts rows rather than reading the day counts).
 */
export function applicationCountCases(assigneeId: number, today = schoolToday()) {
  const month = `dateFrom=${daysBefore(today, 29)}&dateTo=${today}`;
  return [
    { name: 'counts: the queue', query: QUEUE },
    { name: 'counts: a month', query: `${QUEUE}&${month}` },
    { name: 'counts: an assignee', query: `${QUEUE}&assignee=${assigneeId}` },
    { name: 'counts: a month + assignee', query: `${QUEUE}&${month}&assignee=${assigneeId}` },
    { name: 'counts: search "смирнов"', query: `${QUEUE}&${search}` },
  ];
}

/** applications_training.csv measured: the whole queue in the list's default order. */
export const APPLICATIONS_EXPORT_QUERY = QUEUE;
