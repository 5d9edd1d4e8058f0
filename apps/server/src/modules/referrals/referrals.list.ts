import { PAID_PAYMENT_STATUSES } from '@school/contracts';
import type { ReferralFlagFilter, ReferralsListQuery, ReferrerKindFilter } from '@school/contracts/referrals';
import { REFERRAL_FLAG_FILTERS, REFERRER_KIND_FILTERS } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { referrals } from '../../db/schema/referrals.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { cell, defineList, isoTimestamp } from '../../lists';

/**
 * `GET /api/referrals/list` and referrals.csv. A small list by the kit's measure (exact count): a school has
 * thousands of referrals, not millions. Its money columns are computed per row, so a page finds its ids
 * first (`deferredJoin`): an OFFSET page computed every skipped row's sums (1.3 s at skip 9 000 of 131k
 * referrals; docs/performance.md). Every condition reads `referrals` alone (the kit counts over the bare
 * table), the people through IN (…).
 */

/** The referrer student, a second `students` in the same query. */
export const referrerStudents = alias(students, 'referrer_student');

const paidStatuses = sql.raw(PAID_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The referral's payments: the referred student's (an index walk on payments(student_id, …)) that carry this
 * referral. payments.referral_id has no index of its own; the student's payments are few.
 */
const referralPayments = sql`payments p where p.student_id = ${referrals.referredStudentId} and p.referral_id = ${referrals.id}`;

/** Paid sum (before refunds) as numeric: the sort key and the row's value. */
export const paidSumSql = sql<string>`(select coalesce(sum(p.amount), 0) from ${referralPayments} and p.status in (${paidStatuses}))`;
const paymentsCountSql = sql<number>`(select count(*)::int from ${referralPayments} and p.status in (${paidStatuses}))`;

/** The referrer's own ledger entries (not the course authors') of those payments. */
const referrerOwns = sql`(case when ${referrals.referrerStaffId} is not null then be.staff_id = ${referrals.referrerStaffId} else be.student_id = ${referrals.referrerStudentId} end)`;

/** Net commission: accruals plus refund reversals (negative). */
export const commissionSql = sql<string>`(select coalesce(sum(be.amount), 0) from payments p
  join balance_entries be on be.payment_id = p.id
  where p.student_id = ${referrals.referredStudentId} and p.referral_id = ${referrals.id}
    and ${referrerOwns} and be.kind in ('accrual', 'reversal'))`;

/**
 * A computed money sort key as fixed-width text (offset so negatives sort first): the kit reads a computed
 * key's bookmark back as text (lists/sort.ts keyType), which a numeric key could not be compared with when
 * PGlite's CSV walks the order in batches. Same order as the number.
 */
const moneySortKey = (money: SQL) => sql`to_char(${money} + 10000000000, 'FM00000000000000.00')`;

const refundedSql = sql`exists (select 1 from ${referralPayments} and p.refunded_amount > 0)`;

const referrerKindSql = sql<
  'student' | 'staff'
>`(case when ${referrals.referrerStaffId} is not null then 'staff' else 'student' end)`;

export type ReferralListRow = {
  id: number;
  createdAt: string;
  code: string;
  flags: string[];
  referrerKind: 'student' | 'staff';
  referrerId: number;
  /** Null (drizzle's nested object of a left join with no match) unless the referrer is of that kind and exists. */
  staffReferrer: { lastName: string; firstName: string; email: string } | null;
  studentReferrer: { lastName: string; firstName: string; email: string } | null;
  referred: { id: number; firstName: string; lastName: string; email: string };
  paidSum: string;
  paymentsCount: number;
  commission: string;
  refunded: boolean;
};

const referralColumns = {
  id: referrals.id,
  createdAt: isoTimestamp(referrals.createdAt),
  code: referrals.code,
  flags: referrals.flags,
  referrerKind: referrerKindSql,
  referrerId: sql<number>`coalesce(${referrals.referrerStaffId}, ${referrals.referrerStudentId})`,
  staffReferrer: { lastName: staff.lastName, firstName: staff.firstName, email: staff.email },
  studentReferrer: {
    lastName: referrerStudents.lastName,
    firstName: referrerStudents.firstName,
    email: referrerStudents.email,
  },
  referred: {
    id: students.id,
    firstName: students.firstName,
    lastName: students.lastName,
    email: students.email,
  },
  paidSum: paidSumSql,
  paymentsCount: paymentsCountSql,
  commission: commissionSql,
  refunded: refundedSql.mapWith(Boolean),
};

const withPeople = (query: PgSelect) =>
  query
    .innerJoin(students, eq(students.id, referrals.referredStudentId))
    .leftJoin(referrerStudents, eq(referrerStudents.id, referrals.referrerStudentId))
    .leftJoin(staff, eq(staff.id, referrals.referrerStaffId));

/** A word of the box in the referred's or the referrer's name / e-mail (students.search_text is lower case), or the code. */
function searchMatch(pattern: unknown): SQL {
  // IN (…) rather than EXISTS per row: each set is found once through the trigram index and hashed.
  return sql`(${referrals.referredStudentId} in (select s.id from students s where s.search_text like ${pattern})
    or ${referrals.referrerStudentId} in (select s.id from students s where s.search_text like ${pattern})
    or ${referrals.referrerStaffId} in (select f.id from staff f
      where lower(f.last_name || ' ' || f.first_name || ' ' || f.email) like ${pattern})
    or lower(${referrals.code}) like ${pattern})`;
}

function checked<T extends string>(value: T | undefined, known: readonly string[]): T | undefined {
  if (value !== undefined && !known.includes(value)) throw new Error(`unknown value ${value}`);
  return value;
}

export const referralsList = defineList<ReferralsListQuery, ReferralListRow>({
  name: 'referrals',
  table: referrals,
  id: referrals.id,
  columns: referralColumns,
  join: withPeople,
  sorts: {
    createdAt: referrals.createdAt,
    paidSum: moneySortKey(paidSumSql),
    commission: moneySortKey(commissionSql),
  },
  defaultSort: { field: 'createdAt', order: -1 },
  deferredJoin: true,
  search: { words: (text) => text.toLowerCase().split(/\s+/).filter(Boolean), match: searchMatch },
  filter: {
    parts: (query) => ({
      shape: {
        kind: query.kind === 'all' ? undefined : query.kind,
        flag: query.flag === 'all' ? undefined : query.flag,
      },
      values: {
        referrerStudentId: query.referrerStudentId,
        referrerStaffId: query.referrerStaffId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
      },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      const kind = checked(shape.kind as ReferrerKindFilter | undefined, REFERRER_KIND_FILTERS);
      if (kind === 'staff') conditions.push(sql`${referrals.referrerStaffId} is not null`);
      if (kind === 'student') conditions.push(sql`${referrals.referrerStudentId} is not null`);
      const flag = checked(shape.flag as ReferralFlagFilter | undefined, REFERRAL_FLAG_FILTERS);
      if (flag === 'self') conditions.push(sql`cardinality(${referrals.flags}) > 0`);
      if (flag === 'email' || flag === 'phone' || flag === 'device')
        conditions.push(sql`${sql.raw(`'${flag}'`)} = any(${referrals.flags})`);
      if (flag === 'refunded') conditions.push(refundedSql);
      if (flag === 'clean') conditions.push(sql`cardinality(${referrals.flags}) = 0 and not ${refundedSql}`);
      if (values.referrerStudentId !== undefined)
        conditions.push(
          sql`${referrals.referrerStudentId} = ${bind('referrerStudentId', values.referrerStudentId)}`,
        );
      if (values.referrerStaffId !== undefined)
        conditions.push(
          sql`${referrals.referrerStaffId} = ${bind('referrerStaffId', values.referrerStaffId)}`,
        );
      if (values.dateFrom !== undefined)
        conditions.push(
          sql`${referrals.createdAt} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
        );
      if (values.dateTo !== undefined)
        conditions.push(sql`${referrals.createdAt} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`);
      return conditions;
    },
  },
  csv: {
    filename: 'referrals.csv',
    from: sql`${referrals} join ${students} on ${students.id} = ${referrals.referredStudentId}
      left join ${students} as ${sql.identifier('referrer_student')} on ${referrerStudents.id} = ${referrals.referrerStudentId}
      left join ${staff} on ${staff.id} = ${referrals.referrerStaffId}`,
    header: referralsTexts.referrals.csvHeaders,
    cells: [
      cell.integer(referrals.id),
      cell.datetime(referrals.createdAt),
      cell.text(referrals.code),
      cell.text(
        sql`case when ${referrals.referrerStaffId} is not null then ${referralsTexts.referrals.referrerKindLabels.staff} else ${referralsTexts.referrals.referrerKindLabels.student} end`,
      ),
      cell.text(
        sql`coalesce(${staff.lastName} || ' ' || ${staff.firstName}, ${referrerStudents.lastName} || ' ' || ${referrerStudents.firstName}, '')`,
      ),
      cell.text(sql`coalesce(${staff.email}, ${referrerStudents.email}, '')`),
      cell.text(sql`${students.lastName} || ' ' || ${students.firstName}`),
      cell.text(students.email),
      cell.money(paidSumSql),
      cell.integer(paymentsCountSql),
      cell.money(commissionSql),
      cell.text(
        sql`array_to_string(${referrals.flags} || case when ${refundedSql} then array['refunded'] else '{}'::text[] end, ', ')`,
      ),
    ],
  },
});
