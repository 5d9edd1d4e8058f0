import { asc, eq, inArray, sql } from 'drizzle-orm';
import { balanceSettings } from '../../db/schema/balance-settings.table';
import { commissionRules } from '../../db/schema/commission-rules.table';
import { courses } from '../../db/schema/courses.table';
import type { Db } from '../../db/types';

export type CommissionRuleRow = typeof commissionRules.$inferSelect;
export type NewCommissionRule = typeof commissionRules.$inferInsert;

/** The payout settings' one row (id 1), if it was ever saved. */
export async function findEarningsSettings(db: Db) {
  const [row] = await db.select().from(balanceSettings).where(eq(balanceSettings.id, 1));
  return row;
}

export async function saveMinWithdrawal(db: Db, minWithdrawal: string, actorId: number): Promise<void> {
  await db
    .insert(balanceSettings)
    .values({ id: 1, minWithdrawal, updatedByStaffId: actorId })
    .onConflictDoUpdate({
      target: balanceSettings.id,
      set: { minWithdrawal, updatedByStaffId: actorId, updatedAt: sql`now()` },
    });
}

/** Every rule with its course's name, by beneficiary, scope, course (the default first), payment. */
export function findCommissionRulesWithCourses(db: Db) {
  return db
    .select({
      id: commissionRules.id,
      beneficiary: commissionRules.beneficiary,
      scope: commissionRules.scope,
      courseId: commissionRules.courseId,
      courseName: courses.name,
      payment: commissionRules.payment,
      percent: commissionRules.percent,
      holdDays: commissionRules.holdDays,
    })
    .from(commissionRules)
    .leftJoin(courses, eq(courses.id, commissionRules.courseId))
    .orderBy(
      asc(commissionRules.beneficiary),
      asc(commissionRules.scope),
      sql`${commissionRules.courseId} nulls first`,
      asc(commissionRules.payment),
      asc(commissionRules.id),
    );
}

/** Which of the course ids exist. */
export async function findExistingCourseIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, [...ids]));
  return new Set(rows.map((course) => course.id));
}

/** Every rule, locked till the transaction ends (two replacements queue). */
export function lockCommissionRules(db: Db): Promise<CommissionRuleRow[]> {
  return db.select().from(commissionRules).for('update');
}

export async function updateCommissionRule(
  db: Db,
  id: number,
  values: { percent: string; holdDays: number },
): Promise<void> {
  await db
    .update(commissionRules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(commissionRules.id, id));
}

export async function insertCommissionRule(db: Db, values: NewCommissionRule): Promise<void> {
  await db.insert(commissionRules).values(values);
}

export async function deleteCommissionRules(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(commissionRules).where(inArray(commissionRules.id, [...ids]));
}
