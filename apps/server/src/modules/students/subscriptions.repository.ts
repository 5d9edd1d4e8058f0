import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { students } from '../../db/schema/students.table';
import { type SubscriptionRow, subscriptions } from '../../db/schema/subscriptions.table';
import type { Db } from '../../db/types';

/** The custom subscription running now, if any. */
export async function findRunningCustom(db: Db, studentId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.studentId, studentId),
        eq(subscriptions.isCustom, true),
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.cancelledAt),
        gt(subscriptions.currentPeriodEnd, sql`now()`),
      ),
    );
  return row;
}

export async function insertCustomSubscription(db: Db, studentId: number, until: Date, staffId: number) {
  await db.insert(subscriptions).values({
    studentId,
    plan: 'custom',
    status: 'active',
    currentPeriodEnd: until,
    isCustom: true,
    grantedByStaffId: staffId,
  });
}

export async function updateSubscription(
  db: Db,
  id: number,
  patch: Partial<typeof subscriptions.$inferInsert>,
) {
  await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id));
}

/**
 * Recomputes `students.subscription_ends_at` (the list filter's column) from the student's subscriptions
 * that were ever running: every write to subscriptions calls this in its transaction.
 */
export async function refreshStudentSubscription(db: Db, studentId: number): Promise<void> {
  await db
    .update(students)
    .set({
      subscriptionEndsAt: sql`(select max(${subscriptions.currentPeriodEnd}) from ${subscriptions}
        where ${subscriptions.studentId} = ${studentId} and ${subscriptions.status} <> 'notActive')`,
      updatedAt: new Date(),
    })
    .where(eq(students.id, studentId));
}
