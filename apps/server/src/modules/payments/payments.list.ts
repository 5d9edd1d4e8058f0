import {
  PAYMENT_LIST_MAX_ROWS,
  PAYMENT_PRODUCTS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_FILTERS,
  type PaymentProduct,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentsListQuery,
  type PaymentTypeFilter,
} from '@school/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { payments } from '../../db/schema/payments.table';
import { students } from '../../db/schema/students.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { cell, defineList, isoTimestamp } from '../../lists';
import { type PaymentSearchQuery, paymentSearchParts, paymentSearchWhere } from './payment-search.list';

/** A row of the list as the query returns it; payment.mapper.ts turns it into the API's Payment. */
export type PaymentListRow = {
  id: number;
  student: { id: number; firstName: string; lastName: string; email: string } | null;
  product: PaymentProduct;
  courseId: number | null;
  subscriptionId: number | null;
  title: string;
  /** numeric(12,2) as text, e.g. `1234.50`. */
  amount: string;
  refundedAmount: string;
  fee: string;
  provider: PaymentProvider;
  status: PaymentStatus;
  providerPaymentId: string;
  hasReferral: boolean;
  paidAt: string | null;
  createdAt: string;
};

export const paymentColumns = {
  id: payments.id,
  student: {
    id: students.id,
    firstName: students.firstName,
    lastName: students.lastName,
    email: students.email,
  },
  product: payments.product,
  courseId: payments.courseId,
  subscriptionId: payments.subscriptionId,
  title: payments.title,
  amount: payments.amount,
  refundedAmount: payments.refundedAmount,
  fee: payments.fee,
  provider: payments.provider,
  status: payments.status,
  providerPaymentId: payments.providerPaymentId,
  hasReferral: sql<boolean>`(${payments.referralId} is not null)`.mapWith(Boolean),
  paidAt: isoTimestamp(payments.paidAt),
  createdAt: isoTimestamp(payments.createdAt),
};

const withStudent = (query: PgSelect) => query.leftJoin(students, eq(payments.studentId, students.id));

/** An enum value written into the SQL text (shape): only ever one of the known values. */
function literal<T extends string>(value: T, known: readonly T[]): SQL {
  if (!known.includes(value)) throw new Error(`unknown value ${value}`);
  return sql.raw(`'${value}'`);
}

/**
 * `GET /api/payments` and payments.csv: a large list (millions of rows). Each sort is an index
 * (payments.table.ts). The search lives in the filter (payment-search.list.ts): a student's words OR a provider's
 * payment id is one condition, which the kit's word-by-word search (all words must match) cannot say.
 */
/**
 * The list's query: the API's, whether the search text names a payment (payment-search.list.ts), and
 * `authorStaffId` — a staff member's sales (`/api/admins/{id}/sales`): the payments of the courses they author.
 */
export type PaymentsListFilterQuery = PaymentsListQuery &
  PaymentSearchQuery & { authorStaffId?: number | undefined };

/** The payments of the courses this member of staff authors. */
const ofAuthor = (
  staffId: unknown,
) => sql`${payments.courseId} in (select ${courseAuthors.courseId} from ${courseAuthors}
    where ${courseAuthors.staffId} = ${staffId})`;

export const paymentsList = defineList<PaymentsListFilterQuery, PaymentListRow>({
  name: 'payments',
  table: payments,
  id: payments.id,
  columns: paymentColumns,
  join: withStudent,
  sorts: { createdAt: [payments.createdAt], amount: [payments.amount], id: [] },
  defaultSort: { field: 'createdAt', order: -1 },
  filter: {
    // The enums are inlined (few values: a prepared statement each); ids, days and the search are bound.
    parts: (query) => ({
      shape: {
        status: query.status,
        provider: query.provider,
        type: query.type === 'all' ? undefined : query.type,
        product: query.product,
      },
      values: {
        courseId: query.courseId,
        studentId: query.studentId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
        createdBefore: query.createdBefore,
        authorStaffId: query.authorStaffId,
        ...paymentSearchParts(query),
      },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      const search = paymentSearchWhere(values, bind);
      if (search) conditions.push(search);
      if (shape.status)
        conditions.push(
          sql`${payments.status} = ${literal(shape.status as PaymentStatus, PAYMENT_STATUSES)}`,
        );
      if (shape.provider)
        conditions.push(
          sql`${payments.provider} = ${literal(shape.provider as PaymentProvider, PAYMENT_PROVIDERS)}`,
        );
      if (shape.product)
        conditions.push(
          sql`${payments.product} = ${literal(shape.product as PaymentProduct, PAYMENT_PRODUCTS)}`,
        );
      const type = shape.type as PaymentTypeFilter | undefined;
      if (type && !PAYMENT_TYPE_FILTERS.includes(type)) throw new Error(`unknown type ${type}`);
      if (type === 'with-ref') conditions.push(sql`${payments.referralId} is not null`);
      if (type === 'without-ref') conditions.push(sql`${payments.referralId} is null`);
      if (values.courseId !== undefined)
        conditions.push(sql`${payments.courseId} = ${bind('courseId', values.courseId)}`);
      if (values.studentId !== undefined)
        conditions.push(sql`${payments.studentId} = ${bind('studentId', values.studentId)}`);
      // Inclusive school days (Moscow): from the first instant of dateFrom to before the day after dateTo.
      if (values.dateFrom !== undefined)
        conditions.push(
          sql`${payments.createdAt} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
        );
      if (values.dateTo !== undefined)
        conditions.push(sql`${payments.createdAt} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`);
      if (values.authorStaffId !== undefined)
        conditions.push(ofAuthor(bind('authorStaffId', values.authorStaffId)));
      if (values.createdBefore !== undefined)
        conditions.push(
          sql`${payments.createdAt} < ${bind('createdBefore', values.createdBefore)}::timestamptz`,
        );
      return conditions;
    },
  },
  large: { maxRows: PAYMENT_LIST_MAX_ROWS },
  // The global search: the number, the sum, the buyer and what was bought.
  palette: {
    columns: {
      id: payments.id,
      amount: payments.amount,
      title: payments.title,
      providerPaymentId: payments.providerPaymentId,
      firstName: students.firstName,
      lastName: students.lastName,
    },
    join: withStudent,
  },
  csv: {
    filename: 'payments.csv',
    from: sql`${payments} left join ${students} on ${students.id} = ${payments.studentId}`,
    header: [
      'ID',
      'Дата',
      'Студент',
      'E-mail',
      'Покупка',
      'Сумма',
      'Возвращено',
      'Комиссия',
      'Провайдер',
      'Статус',
      'ID платежа у провайдера',
      'Реферал',
    ],
    cells: [
      cell.integer(payments.id),
      // The school's clock, as the list's date filter counts days.
      cell.datetime(payments.createdAt),
      cell.text(sql`${students.lastName} || ' ' || ${students.firstName}`),
      cell.text(students.email),
      cell.text(payments.title),
      cell.money(payments.amount),
      cell.money(payments.refundedAmount),
      cell.money(payments.fee),
      cell.label(payments.provider, PAYMENT_PROVIDER_LABELS),
      cell.label(payments.status, PAYMENT_STATUS_LABELS),
      cell.text(payments.providerPaymentId),
      cell.text(sql`case when ${payments.referralId} is null then 'нет' else 'да' end`),
    ],
  },
});
