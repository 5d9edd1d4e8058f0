import type { StatisticsPeriod } from '@school/contracts';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { onboardingSteps, studentOnboarding } from '../../db/schema/onboarding.table';
import { students } from '../../db/schema/students.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/**
 * The cohort of students who signed up in the period's school days, and per step (in order) how many of them
 * completed it.
 */
export async function onboardingOfSignUps(db: Db, { dateFrom, dateTo }: StatisticsPeriod) {
  const signedUp = and(
    gte(students.createdAt, schoolDayStart(dateFrom)),
    lt(students.createdAt, schoolDayEnd(dateTo)),
  );
  const cohort = db.select({ id: students.id }).from(students).where(signedUp);
  const [size] = await db.select({ students: count() }).from(students).where(signedUp);
  const steps = await db
    .select({
      id: onboardingSteps.id,
      title: onboardingSteps.title,
      position: onboardingSteps.position,
      reached: count(studentOnboarding.studentId),
    })
    .from(onboardingSteps)
    .leftJoin(
      studentOnboarding,
      and(eq(studentOnboarding.stepId, onboardingSteps.id), inArray(studentOnboarding.studentId, cohort)),
    )
    .groupBy(onboardingSteps.id)
    .orderBy(asc(onboardingSteps.position), asc(onboardingSteps.id));
  return { cohort: size?.students ?? 0, steps };
}
