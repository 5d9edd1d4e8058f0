import { z } from 'zod';
import { idSchema } from './common/id-params';
import { lessonSummarySchema } from './lessons';

export const MODULE_NAME_MAX = 200;

const moduleNameSchema = z.string().trim().min(1, 'Поле обязательно').max(MODULE_NAME_MAX);

/** A course module with its lessons in order. */
export const moduleSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  lessons: z.array(lessonSummarySchema),
});
export type Module = z.infer<typeof moduleSchema>;

/** `POST /api/courses/{id}/modules`: the module goes last. */
export const moduleCreateBodySchema = z.object({ name: moduleNameSchema });
export type ModuleCreateBody = z.infer<typeof moduleCreateBodySchema>;

/** `PATCH /api/modules/{id}`: rename. */
export const moduleUpdateBodySchema = z.object({ name: moduleNameSchema });
export type ModuleUpdateBody = z.infer<typeof moduleUpdateBodySchema>;

/** `PATCH /api/modules/{id}/index`: the module's lesson ids in their new order — all of them, once each. */
export const moduleIndexBodySchema = z.object({ lessonIds: z.array(idSchema).max(500) });
export type ModuleIndexBody = z.infer<typeof moduleIndexBodySchema>;
