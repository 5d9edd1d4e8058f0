import { randomInt } from 'node:crypto';
import type { ListResponse } from '@school/contracts';
import {
  type MyReferralResponse,
  REFERRALS_MESSAGES,
  REFERRALS_TOP_SIZE,
  type ReferralCreateBody,
  type ReferralRow,
  type ReferralStatisticsQuery,
  type ReferralStatisticsResponse,
  type ReferralsListQuery,
  type ReferrerRow,
  type ReferrersQuery,
} from '@school/contracts/referrals';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-errors';
import { referrals } from '../../db/schema/referrals.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { listOrder, resolveSort } from '../../lists/sort';
import { audit } from '../audit';
import { type ReferralListRow, referralsList } from './referrals.list';
import { toReferralDto, toReferrerRow } from './referrals.mapper';
import {
  periodSeries,
  periodTotals,
  REFERRER_SORTS,
  type ReferrerAggregateQuery,
  referrerAggregates,
} from './referrals.repository';
import { type Person, selfReferralFlags } from './self-referral';

/** The public site the referral links point to (`PUBLIC_SITE_URL`, no trailing slash). */
export const DEFAULT_PUBLIC_SITE_URL = 'https://school.example';
export const publicSiteUrl = () =>
  (process.env.PUBLIC_SITE_URL || DEFAULT_PUBLIC_SITE_URL).replace(/\/+$/, '');

const money = (text: string) => Number(text);

export async function referralStatistics(
  db: Db,
  query: ReferralStatisticsQuery,
): Promise<ReferralStatisticsResponse> {
  const period = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  const [totals, series, top] = await Promise.all([
    periodTotals(db, period),
    periodSeries(db, period, query.groupBy),
    referrerAggregates(db, {
      ...period,
      kind: 'all',
      search: '',
      sort: { field: 'revenue', order: -1 },
      skip: 0,
      take: REFERRALS_TOP_SIZE,
    }),
  ]);
  return {
    totals: {
      signUps: totals.sign_ups,
      payingReferrals: totals.paying,
      revenue: money(totals.revenue),
      accrued: money(totals.accrued),
      held: money(totals.held),
      paid: money(totals.paid),
      reversed: money(totals.reversed),
    },
    series: series.map((row) => ({
      period: row.period,
      signUps: row.sign_ups,
      revenue: money(row.revenue),
      accrued: money(row.accrued),
    })),
    topReferrers: top.map(toReferrerRow),
  };
}

export async function listReferrers(db: Db, query: ReferrersQuery): Promise<ListResponse<ReferrerRow>> {
  const sort = resolveSort(query.orderBy, REFERRER_SORTS, { field: 'revenue', order: -1 });
  const request: ReferrerAggregateQuery = {
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
    kind: query.kind,
    search: query.search,
    sort,
    skip: query.skip,
    take: query.take,
  };
  const found = await referrerAggregates(db, request);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && query.skip > 0) {
    // Past the end: the total still counts.
    total = (await referrerAggregates(db, { ...request, skip: 0, take: 1 }))[0]?.total ?? 0;
  }
  return { items: found.map(toReferrerRow), total };
}

/**
 * A page of «Рефералы» by deferred join: the page's ids first (the order's index for createdAt, only the sort
 * key computed otherwise), then the people and money of those 15 rows only. The kit's small-list OFFSET page
 * computed every skipped row's sums (1.3 s at skip 9 000 of 131k referrals; docs/performance.md).
 */
export async function listReferrals(db: Db, query: ReferralsListQuery): Promise<ListResponse<ReferralRow>> {
  const where = referralsList.where(referralsList.filter(query));
  const order = listOrder(referralsList.declaration, query.orderBy);
  const pageIds = db
    .select({ id: referrals.id })
    .from(referrals)
    .where(where)
    .orderBy(...order)
    .limit(query.take)
    .offset(query.skip);
  const [items, counted] = await Promise.all([
    referralsList
      .select(db)
      .where(inArray(referrals.id, pageIds))
      .orderBy(...order),
    db.select({ total: count() }).from(referrals).where(where),
  ]);
  return { items: (items as unknown as ReferralListRow[]).map(toReferralDto), total: counted[0]?.total ?? 0 };
}

async function readReferral(db: Db, id: number): Promise<ReferralRow> {
  const [row] = await referralsList.select(db).where(eq(referrals.id, id));
  if (!row) throw notFound();
  return toReferralDto(row as never);
}

/** Unambiguous characters (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const STAFF_CODE_LENGTH = 8;

export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < STAFF_CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The caller's code and link; the code is made on first use (a clash with another code: another draw). */
export async function myReferral(db: Db, staffId: number): Promise<MyReferralResponse> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [me] = await db.select({ code: staff.referralCode }).from(staff).where(eq(staff.id, staffId));
    if (!me) throw notFound();
    if (me.code) return { code: me.code, link: `${publicSiteUrl()}/?ref=${encodeURIComponent(me.code)}` };
    try {
      await db
        .update(staff)
        .set({ referralCode: randomReferralCode() })
        .where(and(eq(staff.id, staffId), isNull(staff.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not make a unique referral code');
}

type Referrer = { staffId: number | null; studentId: number | null; person: Person };

/** The code's owner: a staff member's code, a student's code, or a student's `S<id>` (the demo sales' links). */
async function findReferrer(db: Db, code: string): Promise<Referrer | null> {
  const [member] = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(eq(staff.referralCode, code));
  if (member)
    return {
      staffId: member.id,
      studentId: null,
      person: { email: member.email, phone: null, deviceId: null },
    };
  const byId = /^S(\d{1,9})$/i.exec(code);
  const [student] = await db
    .select({ id: students.id, email: students.email, phone: students.phone, deviceId: students.deviceId })
    .from(students)
    .where(
      byId
        ? sql`${students.referralCode} = ${code} or (${students.id} = ${Number(byId[1])} and ${students.referralCode} is null)`
        : eq(students.referralCode, code),
    )
    .orderBy(sql`${students.referralCode} is null`)
    .limit(1);
  if (!student) return null;
  return {
    staffId: null,
    studentId: student.id,
    person: { email: student.email, phone: student.phone, deviceId: student.deviceId },
  };
}

/** `POST /api/referrals`: attributes a student to the code's owner, with the self-referral flags. */
export async function createReferral(
  db: Db,
  actorId: number,
  body: ReferralCreateBody,
): Promise<ReferralRow> {
  const id = await db.transaction(async (tx) => {
    const [referred] = await tx
      .select({ id: students.id, email: students.email, phone: students.phone, deviceId: students.deviceId })
      .from(students)
      .where(eq(students.id, body.referredStudentId));
    if (!referred) throw badRequest(REFERRALS_MESSAGES.studentNotFound, 'referredStudentId');
    const referrer = await findReferrer(tx as unknown as Db, body.code);
    if (!referrer) throw badRequest(REFERRALS_MESSAGES.codeUnknown, 'code');
    if (referrer.studentId === referred.id) throw badRequest(REFERRALS_MESSAGES.selfReferral, 'code');
    const [existing] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .where(eq(referrals.referredStudentId, referred.id));
    if (existing) throw conflict(REFERRALS_MESSAGES.alreadyReferred);
    const deviceId = body.deviceId || referred.deviceId;
    const flags = selfReferralFlags(referrer.person, { ...referred, deviceId: deviceId ?? null });
    const [row] = await tx
      .insert(referrals)
      .values({
        referrerStaffId: referrer.staffId,
        referrerStudentId: referrer.studentId,
        referredStudentId: referred.id,
        code: body.code,
        deviceId: body.deviceId || null,
        flags,
      })
      .returning({ id: referrals.id });
    await audit.record(tx, {
      actorId,
      action: 'referral.create',
      entity: 'referral',
      entityId: row!.id,
    });
    return row!.id;
  });
  return readReferral(db, id);
}

/** A race lost to another attribution of the same student is the same 409. */
export async function createReferralOnce(db: Db, actorId: number, body: ReferralCreateBody) {
  try {
    return await createReferral(db, actorId, body);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REFERRALS_MESSAGES.alreadyReferred);
    throw error;
  }
}
