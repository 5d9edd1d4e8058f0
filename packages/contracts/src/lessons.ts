import { z } from 'zod';
import { idSchema } from './common/id-params';

export const LESSON_NAME_MAX = 200;
/** Rich text from the editor, before sanitising. */
export const LESSON_CONTENT_MAX = 200_000;
export const LESSON_FILES_MAX = 50;
export const VIDEO_URL_MAX = 2000;

/** The spec §5 text; the server sends it as the field message, so the form and the API agree. */
export const VIDEO_URL_INVALID = 'Неверный URL видео';
/** An absolute http(s) URL with a dotted host (Cyrillic domains allowed), e.g. https://rutube.ru/video/1/. */
export const VIDEO_URL_PATTERN =
  /^https?:\/\/(?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

/** Empty string or null clears the video. */
export const videoUrlSchema = z
  .string()
  .trim()
  .max(VIDEO_URL_MAX, VIDEO_URL_INVALID)
  .refine((value) => value === '' || VIDEO_URL_PATTERN.test(value), VIDEO_URL_INVALID)
  .nullable();

const lessonNameSchema = z.string().trim().min(1, 'Поле обязательно').max(LESSON_NAME_MAX);

/** Attachment ids (uploaded with `POST /api/storage?kind=attachment`) in display order; no repeats. */
const lessonFileIdsSchema = z
  .array(idSchema)
  .max(LESSON_FILES_MAX)
  .superRefine((ids, context) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        context.addIssue({ code: 'custom', message: 'Файл прикреплён дважды', path: [index] });
      }
    });
  });

/**
 * A file linked to a lesson; `id` is the stored file's id, `url` = `/api/lessons/{id}/files/{fileId}`, a
 * download for staff who may open the lesson (Bearer token, so the web fetches it rather than linking).
 */
export const lessonFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type LessonFile = z.infer<typeof lessonFileSchema>;

/** A lesson as it appears inside a module of the course page. */
export const lessonSummarySchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  hasVideo: z.boolean(),
  fileCount: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** `GET /api/lessons/{id}`: `content` is sanitised HTML; `canEdit` says whether the caller may change it. */
export const lessonSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  videoUrl: z.string().nullable(),
  content: z.string(),
  position: z.number().int(),
  files: z.array(lessonFileSchema),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** `POST /api/modules/{id}/lessons`: the lesson goes last in the module. */
export const lessonCreateBodySchema = z.object({
  name: lessonNameSchema,
  videoUrl: videoUrlSchema.optional(),
  content: z.string().max(LESSON_CONTENT_MAX).optional(),
  fileIds: lessonFileIdsSchema.optional(),
});
export type LessonCreateBody = z.infer<typeof lessonCreateBodySchema>;

/** `PATCH /api/lessons/{id}`: any subset; `fileIds` replaces the lesson's whole file list (and its order). */
export const lessonUpdateBodySchema = z.object({
  name: lessonNameSchema.optional(),
  videoUrl: videoUrlSchema.optional(),
  content: z.string().max(LESSON_CONTENT_MAX).optional(),
  fileIds: lessonFileIdsSchema.optional(),
});
export type LessonUpdateBody = z.infer<typeof lessonUpdateBodySchema>;
