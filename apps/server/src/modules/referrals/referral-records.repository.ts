import type { ReferralsListQuery } from '@school/contracts/referrals';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { referrals } from '../../db/schema/referrals.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { type ReferralListRow, referralsList } from './referrals.list';

/** The referrals themselves and the codes that make them (the «Прибыль» sums: referrals.repository.ts). */

/** A page of referrals as the list shows them (referrals.list.ts: the page's ids first, then their rows). */
export async function findReferralsPage(
  db: Db,
  query: ReferralsListQuery,
): Promise<{ items: ReferralListRow[]; total: number }> {
  const { items, total } = await referralsList.page(db, query);
  return { items, total };
}

/** The referral as the list shows it. */
export async function findReferralView(db: Db, id: number): Promise<ReferralListRow | undefined> {
  const [row] = await referralsList.select(db).where(eq(referrals.id, id));
  return row as unknown as ReferralListRow | undefined;
}

/** A staff member's referral code (null before its first use); undefined without such a member. */
export async function findStaffReferralCode(db: Db, staffId: number): Promise<string | null | undefined> {
  const [me] = await db.select({ code: staff.referralCode }).from(staff).where(eq(staff.id, staffId));
  return me?.code;
}

/** Gives the staff member this code unless they have one already (a clash: a unique violation). */
export async function setStaffReferralCode(db: Db, staffId: number, code: string): Promise<void> {
  await db
    .update(staff)
    .set({ referralCode: code })
    .where(and(eq(staff.id, staffId), isNull(staff.referralCode)));
}

/** The staff member whose referral code this is. */
export async function findStaffByReferralCode(db: Db, code: string) {
  const [member] = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(eq(staff.referralCode, code));
  return member;
}

/** The student whose code this is, or whose `S<id>` it is when that student has no code of their own. */
export async function findStudentByReferralCode(db: Db, code: string) {
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
  return student;
}

/** The student to be referred, with what the self-referral check compares. */
export async function findReferredStudent(db: Db, id: number) {
  const [student] = await db
    .select({ id: students.id, email: students.email, phone: students.phone, deviceId: students.deviceId })
    .from(students)
    .where(eq(students.id, id));
  return student;
}

export async function isStudentReferred(db: Db, studentId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(eq(referrals.referredStudentId, studentId));
  return existing !== undefined;
}

export async function insertReferral(db: Db, values: typeof referrals.$inferInsert): Promise<number> {
  const [row] = await db.insert(referrals).values(values).returning({ id: referrals.id });
  if (!row) throw new Error('insert into referrals returned nothing');
  return row.id;
}
