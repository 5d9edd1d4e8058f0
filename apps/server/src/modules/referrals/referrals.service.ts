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
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { resolveSort } from '../../lists/sort';
import { audit } from '../audit';
import {
  findReferralsPage,
  findReferralView,
  findReferredStudent,
  findStaffByReferralCode,
  findStaffReferralCode,
  findStudentByReferralCode,
  insertReferral,
  isStudentReferred,
  setStaffReferralCode,
} from './referral-records.repository';
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
 * A page of «Рефералы» by deferred join (referrals.list.ts): the page's ids first (the order's index for
 * createdAt, only the sort key computed otherwise), then the people and money of those 15 rows only.
 */
export async function listReferrals(db: Db, query: ReferralsListQuery): Promise<ListResponse<ReferralRow>> {
  const { items, total } = await findReferralsPage(db, query);
  return { items: items.map(toReferralDto), total };
}

async function readReferral(db: Db, id: number): Promise<ReferralRow> {
  const row = await findReferralView(db, id);
  if (!row) throw notFound();
  return toReferralDto(row);
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
    const code = await findStaffReferralCode(db, staffId);
    if (code === undefined) throw notFound();
    if (code) return { code, link: `${publicSiteUrl()}/?ref=${encodeURIComponent(code)}` };
    try {
      await setStaffReferralCode(db, staffId, randomReferralCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not make a unique referral code');
}

type Referrer = { staffId: number | null; studentId: number | null; person: Person };

/** The code's owner: a staff member's code, a student's code, or a student's `S<id>` (the demo sales' links). */
async function findReferrer(db: Db, code: string): Promise<Referrer | null> {
  const member = await findStaffByReferralCode(db, code);
  if (member)
    return {
      staffId: member.id,
      studentId: null,
      person: { email: member.email, phone: null, deviceId: null },
    };
  const student = await findStudentByReferralCode(db, code);
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
    const referred = await findReferredStudent(tx, body.referredStudentId);
    if (!referred) throw badRequest(REFERRALS_MESSAGES.studentNotFound, 'referredStudentId');
    const referrer = await findReferrer(tx as unknown as Db, body.code);
    if (!referrer) throw badRequest(REFERRALS_MESSAGES.codeUnknown, 'code');
    if (referrer.studentId === referred.id) throw badRequest(REFERRALS_MESSAGES.selfReferral, 'code');
    if (await isStudentReferred(tx, referred.id)) throw conflict(REFERRALS_MESSAGES.alreadyReferred);
    const deviceId = body.deviceId || referred.deviceId;
    const flags = selfReferralFlags(referrer.person, { ...referred, deviceId: deviceId ?? null });
    const referralId = await insertReferral(tx, {
      referrerStaffId: referrer.staffId,
      referrerStudentId: referrer.studentId,
      referredStudentId: referred.id,
      code: body.code,
      deviceId: body.deviceId || null,
      flags,
    });
    await audit.created(tx, actorId, 'referral', referralId, {});
    return referralId;
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
