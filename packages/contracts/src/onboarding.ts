import { z } from 'zod';

/**
 * `GET /api/students/onboarding/statistics?dateFrom&dateTo` (admins): the onboarding funnel of the students
 * who signed up in the period (school days). Query: statisticsPeriodSchema.
 */
export const onboardingStepStatisticsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  /** Students of the cohort who completed this step. */
  reached: z.number().int().min(0),
  /** reached / the previous step's reached (the cohort for the first step); 0 when that is 0. A ratio. */
  conversion: z.number().min(0),
  /** The previous step's reached (the cohort for the first) minus this one's; may be negative if steps were skipped. */
  dropOff: z.number().int(),
});
export type OnboardingStepStatistics = z.infer<typeof onboardingStepStatisticsSchema>;

export const onboardingStatisticsResponseSchema = z.object({
  /** Students who signed up in the period. */
  students: z.number().int().min(0),
  steps: z.array(onboardingStepStatisticsSchema),
});
export type OnboardingStatisticsResponse = z.infer<typeof onboardingStatisticsResponseSchema>;
