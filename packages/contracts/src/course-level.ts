import { z } from 'zod';

/** Course level (spec §3). */
export const COURSE_LEVELS = ['beginner', 'advanced'] as const;
export const courseLevelSchema = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof courseLevelSchema>;

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Начальный',
  advanced: 'Продвинутый',
};
