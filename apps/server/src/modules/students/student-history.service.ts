import {
  APPLICATION_STATUS_LABELS,
  type ApplicationKind,
  type ApplicationStatus,
  formatDate,
  formatMoney,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@school/contracts';
import {
  type HistoryEntry,
  type HistoryQuery,
  type HistoryResponse,
  historyTypesOf,
} from '@school/contracts/history';
import { historyTexts } from '@school/contracts/texts/history';
import type { Db } from '../../db/types';
import { type HistoryRow, pageStudentHistory } from './student-history.repository';
import { getStudent } from './students.service';

const t = historyTexts.history.entry;

/** The web app's page of each application queue (spec §2). */
const APPLICATION_PATHS: Record<ApplicationKind, string> = {
  service: '/applications',
  training: '/applications-for-training',
  marketplace: '/applications-marketplace',
};

type Data = Record<string, unknown>;
type Told = Pick<HistoryEntry, 'title'> & Partial<Pick<HistoryEntry, 'details' | 'link'>>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): number => Number(value);
const paymentStatus = (value: unknown) => PAYMENT_STATUS_LABELS[value as PaymentStatus] ?? str(value);
const applicationStatus = (value: unknown) =>
  APPLICATION_STATUS_LABELS[value as ApplicationStatus] ?? str(value);
const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const applicationLink = (kind: unknown, id: number) =>
  `${APPLICATION_PATHS[kind as ApplicationKind] ?? '/applications'}/${id}`;

/** The `{field: {from, to}}` changes of an audit event, by field name. */
function changedFields(changes: unknown): string | null {
  if (!changes || typeof changes !== 'object') return null;
  const names = Object.keys(changes);
  return names.length > 0 ? t.fields(names.join(', ')) : null;
}

function staffAction(data: Data): Told {
  const action = str(data.action);
  const changes = data.changes as Data | undefined;
  if (action === 'student.view') {
    const to = (changes?.isViewed as { to?: unknown } | undefined)?.to;
    return { title: to === false ? t.viewOff : (t.staff[action] ?? action) };
  }
  if (action === 'student.update')
    return { title: t.staff[action] ?? action, details: changedFields(changes) };
  return { title: t.staff[action] ?? t.staffOther(action) };
}

function customSubscription(data: Data): Told {
  if (data.action === 'student.custom-subscription-cancel') return { title: t.customSubscriptionCancelled };
  const until = ((data.changes as Data | undefined)?.until as { to?: unknown } | undefined)?.to;
  return { title: t.customSubscription(formatDate(str(until))) };
}

/** What each source says, in Russian, and where its record lives in the web app. */
const TELLERS: Record<string, (data: Data, rowId: number) => Told> = {
  student: () => ({ title: t.signup }),
  payment: (data, id) => ({
    title: t.payment(id, str(data.title)),
    details: `${formatMoney(str(data.amount))} · ${paymentStatus(data.status)}`,
    link: `/sales/${id}`,
  }),
  'payment-status': (data) => ({
    title: t.paymentStatus(num(data.paymentId), paymentStatus(data.from), paymentStatus(data.to)),
    details: str(data.comment) || null,
    link: `/sales/${num(data.paymentId)}`,
  }),
  refund: (data) => ({
    title: t.refund(num(data.paymentId), formatMoney(str(data.amount))),
    details: str(data.reason) || null,
    link: `/sales/${num(data.paymentId)}`,
  }),
  subscription: (data) => ({
    title: t.subscriptionStarted(str(data.plan)),
    details: t.until(formatDate(str(data.until))),
  }),
  'subscription-cancel': (data) => ({
    title: t.subscriptionCancelled(str(data.plan)),
    details: str(data.reason) || null,
  }),
  'custom-subscription': customSubscription,
  access: (data) => ({
    title: t.accessGranted(str(data.course)),
    details: t.accessSource[str(data.source)] ?? null,
    link: `/courses/${num(data.courseId)}`,
  }),
  'access-revoke': (data) => ({
    title: t.accessRevoked(str(data.course)),
    link: `/courses/${num(data.courseId)}`,
  }),
  application: (data, id) => ({
    title: t.application(id, str(data.target)),
    details: str(data.message) ? clip(str(data.message)) : null,
    link: applicationLink(data.kind, id),
  }),
  'application-status': (data) => ({
    title: t.applicationStatus(
      num(data.applicationId),
      applicationStatus(data.from),
      applicationStatus(data.to),
    ),
    details: str(data.comment) || null,
    link: applicationLink(data.kind, num(data.applicationId)),
  }),
  question: (data) => ({
    title: t.question(str(data.course)),
    details: clip(str(data.text)),
    link: `/courses/${num(data.courseId)}`,
  }),
  answer: (data) => ({
    title: t.answer(str(data.course)),
    details: clip(str(data.text)),
    link: `/courses/${num(data.courseId)}`,
  }),
  'referred-by': (data) => ({
    title: t.referredBy(str(data.name)),
    link: data.studentId
      ? `/users/${num(data.studentId)}`
      : data.staffId
        ? `/admins/${num(data.staffId)}`
        : null,
  }),
  referred: (data) => ({ title: t.referred(str(data.name)), link: `/users/${num(data.studentId)}` }),
  audit: staffAction,
};

function toEntry(row: HistoryRow): HistoryEntry {
  const rowId = num(row.row_id);
  const told = TELLERS[row.source]?.(row.data ?? {}, rowId) ?? { title: row.source };
  return {
    id: `${row.source}:${rowId}`,
    at: new Date(row.at).toISOString(),
    type: row.type,
    title: told.title,
    details: told.details ?? null,
    actor:
      row.actor_id === null || row.actor_first_name === null
        ? null
        : { id: row.actor_id, name: `${row.actor_last_name ?? ''} ${row.actor_first_name}`.trim() },
    link: told.link ?? null,
  };
}

/** GET /api/students/{id}/history: the student's story, newest first; 404 for no such student. */
export async function getStudentHistory(
  db: Db,
  studentId: number,
  query: HistoryQuery,
): Promise<HistoryResponse> {
  await getStudent(db, studentId);
  const page = await pageStudentHistory(db, studentId, historyTypesOf(query.types), query.skip, query.take);
  return { items: page.rows.map(toEntry), total: page.total };
}
