import { LESSON_CONTENT_MAX, lessonCreateBodySchema, videoUrlSchema } from '@school/contracts';
import { z } from 'zod';

/** The lesson form's strings, checked with the contracts' rules (a bad video URL: «Неверный URL видео»). */
export const lessonFormSchema = z.object({
  name: lessonCreateBodySchema.shape.name,
  videoUrl: videoUrlSchema.unwrap(),
  content: z.string().max(LESSON_CONTENT_MAX),
});
