import { z } from 'zod';
import { idSchema } from './common/id-params';
import { lessonSummarySchema } from './lessons';
import { undoOfferSchema } from './undo';

export const COURSE_MODULE_NAME_MAX = 200;

const courseModuleNameSchema = z.string().trim().min(1, 'Поле обязательно').max(COURSE_MODULE_NAME_MAX);

/** A course module with its lessons in order. */
export const courseModuleSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

/** `POST /api/courses/{id}/modules`: the module goes last. */
export const courseModuleCreateBodySchema = z.object({ name: courseModuleNameSchema });
export type CourseModuleCreateBody = z.infer<typeof courseModuleCreateBodySchema>;

/** `PATCH /api/modules/{id}`: rename. */
export const courseModuleUpdateBodySchema = z.object({ name: courseModuleNameSchema });
export type CourseModuleUpdateBody = z.infer<typeof courseModuleUpdateBodySchema>;

/** `PATCH /api/modules/{id}/index`: the module's lesson ids in their new order — all of them, once each. */
export const courseModuleIndexBodySchema = z.object({ lessonIds: z.array(idSchema).max(500) });
export type CourseModuleIndexBody = z.infer<typeof courseModuleIndexBodySchema>;

/** `PATCH /api/modules/{id}/index` → the module in its new order, and the «Отменить» that puts the old one back. */
export const courseModuleReorderResponseSchema = courseModuleSchema.extend({ undo: undoOfferSchema });
export type CourseModuleReorderResponse = z.infer<typeof courseModuleReorderResponseSchema>;
