import {
  decodeSort,
  isAdminRole,
  type PaymentsListQuery,
  type PaymentsListResponse,
  type PaymentTotals,
  type Role,
  SERVER_MESSAGES,
  type StaffSalesQuery,
  type StaffSalesResponse,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { forbidden, notFound } from '../../http-errors';
import { findStaffById } from '../staff';
import { toPaymentDto } from './payment.mapper';
import { probePaymentId, withPaymentIdProbe } from './payment-search.list';
import { rawTotals } from './payment-totals.repository';
import { paymentsList } from './payments.list';

/**
 * `sort=up|down` (spec §4) sets the direction of `orderBy`'s field (createdAt when none is named); an
 * unknown field still fails in the kit as a 400 on `orderBy`.
 */
export function paymentsOrderBy(query: { orderBy?: string | undefined; sort?: 'up' | 'down' | undefined }) {
  if (!query.sort) return query.orderBy;
  const field = decodeSort(query.orderBy)?.field ?? 'createdAt';
  return `${field}:${query.sort === 'up' ? 'asc' : 'desc'}`;
}

/** `GET /api/payments`. */
export async function listPayments(db: Db, query: PaymentsListQuery): Promise<PaymentsListResponse> {
  const page = await paymentsList.page(db, await paymentsListQuery(db, query));
  return { items: page.items.map(toPaymentDto), total: page.total, totalExact: page.totalExact };
}

async function paymentsListQuery(db: Db, query: PaymentsListQuery) {
  return { ...(await withPaymentIdProbe(db, query)), orderBy: paymentsOrderBy(query) };
}

/** What the global search shows of a payment (payments.list.ts, `palette`). */
export type PaymentPaletteRow = {
  id: number;
  /** numeric(12,2) as text. */
  amount: string;
  title: string;
  providerPaymentId: string;
  firstName: string | null;
  lastName: string | null;
};

/** The global search's «Платежи»: `listPayments`' first rows and total, narrow. */
export async function searchPayments(db: Db, query: PaymentsListQuery, take: number) {
  return paymentsList.palettePage<PaymentPaletteRow>(db, await paymentsListQuery(db, query), take);
}

/**
 * `GET /api/admins/{id}/sales`: payments for the courses this member of staff authors, with the totals of the
 * same filter. Admins may ask for anyone; curators and speakers for themselves only (as `/admins/{id}/students`).
 */
export async function listStaffSales(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffSalesQuery,
): Promise<StaffSalesResponse> {
  const listQuery = await staffSalesListQuery(db, actor, staffId, query);
  const [page, totals] = await Promise.all([
    paymentsList.page(db, listQuery),
    rawTotals(db, paymentsList.where(paymentsList.filter(listQuery))),
  ]);
  return { items: page.items.map(toPaymentDto), total: page.total, totals };
}

/**
 * The totals of `GET /api/admins/{id}/sales` for the same filter, without its page and count: «Главная»'s
 * own sales tile. No access check: the caller passes their own id.
 */
export async function staffSalesTotals(
  db: Db,
  staffId: number,
  query: Pick<StaffSalesQuery, 'dateFrom' | 'dateTo'>,
): Promise<PaymentTotals> {
  const listQuery = await salesOfStaffQuery(db, staffId, query);
  return rawTotals(db, paymentsList.where(paymentsList.filter(listQuery)));
}

/** The payments list's query for a staff member's sales (`authorStaffId`): admins, or themselves. */
async function staffSalesListQuery(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffSalesQuery,
) {
  if (!isAdminRole(actor.role) && actor.id !== staffId) throw forbidden();
  if (!(await findStaffById(db, staffId))) throw notFound(SERVER_MESSAGES.userNotFound);
  const sales = await salesOfStaffQuery(db, staffId, query);
  return { ...sales, search: query.search, skip: query.skip, take: query.take };
}

/** The sales list's filter: the payments for the courses the staff member authors, under the query's. */
async function salesOfStaffQuery(db: Db, staffId: number, query: Partial<StaffSalesQuery>) {
  return {
    search: query.search,
    paymentIdFound: await probePaymentId(db, query.search),
    status: query.status,
    courseId: query.courseId,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    type: 'all' as const,
    authorStaffId: staffId,
    orderBy: query.orderBy,
  };
}

/** The global search's «Платежи» of a curator or speaker: `listStaffSales`' first rows and total, narrow. */
export async function searchStaffSales(
  db: Db,
  actor: { id: number; role: Role },
  staffId: number,
  query: StaffSalesQuery,
  take: number,
) {
  return paymentsList.palettePage<PaymentPaletteRow>(
    db,
    await staffSalesListQuery(db, actor, staffId, query),
    take,
  );
}
