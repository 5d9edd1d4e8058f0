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
import { paymentsOfAuthor } from './payments.repository';

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
  const probed = await withPaymentIdProbe(db, query);
  const page = await paymentsList.page(db, { ...probed, orderBy: paymentsOrderBy(query) });
  return { items: page.items.map(toPaymentDto), total: page.total, totalExact: page.totalExact };
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
  if (!isAdminRole(actor.role) && actor.id !== staffId) throw forbidden();
  if (!(await findStaffById(db, staffId))) throw notFound(SERVER_MESSAGES.userNotFound);
  const where = await staffSalesWhere(db, staffId, query);
  const [page, totals] = await Promise.all([
    paymentsList.pageWhere(db, {
      where,
      searching: false,
      orderBy: query.orderBy,
      skip: query.skip,
      take: query.take,
    }),
    rawTotals(db, where),
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
  return rawTotals(db, await staffSalesWhere(db, staffId, query));
}

/** The sales list's condition: the payments for the courses the staff member authors, under the filter. */
async function staffSalesWhere(db: Db, staffId: number, query: Partial<StaffSalesQuery>) {
  const filter = paymentsList.where(
    paymentsList.filter({
      search: query.search,
      paymentIdFound: await probePaymentId(db, query.search),
      status: query.status,
      courseId: query.courseId,
      dateFrom: query.dateFrom,
      dateTo: query.dateTo,
      type: 'all',
    }),
  );
  return paymentsOfAuthor(staffId, filter);
}
