import type { OnboardingStatisticsResponse, StatisticsPeriod } from '@school/contracts';
import type { Db } from '../../db/types';
import { onboardingOfSignUps } from './onboarding.repository';

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
  const { cohort, steps } = await onboardingOfSignUps(db, { dateFrom, dateTo });
  return toFunnel(cohort, steps);
}
