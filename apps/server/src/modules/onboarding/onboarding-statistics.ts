import type { OnboardingStatisticsResponse, StatisticsPeriod } from '@school/contracts';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { onboardingSteps, studentOnboarding } from '../../db/schema/onboarding.table';
import { students } from '../../db/schema/students.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import type { Db } from '../../db/types';

/** The cohort's step counts → the funnel: conversion and drop-off from the step before (the cohort first). */
export function toFunnel(
  cohort: number,
  steps: readonly { id: number; title: string; position: number; reached: number }[],
): OnboardingStatisticsResponse {
  let previous = cohort;
  return {
    students: cohort,
    steps: steps.map((step) => {
      const row = {
        ...step,
        conversion: previous === 0 ? 0 : step.reached / previous,
        dropOff: previous - step.reached,
      };
      previous = step.reached;
      return row;
    }),
  };
}

/** Students who signed up in the period's school days, and how many of them completed each step. */
export async function onboardingStatistics(
  db: Db,
  { dateFrom, dateTo }: StatisticsPeriod,
): Promise<OnboardingStatisticsResponse> {
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
  return toFunnel(size?.students ?? 0, steps);
}
