import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './common/paging';

/** How long a deleted record waits in «Корзина» before the purge job removes it for good (issue 32, item 4). */
export const TRASH_DAYS = 30;

/**
 * The sections whose deletes go to the trash: the records whose «Отменить» keeps their rows (students with their
 * accesses, subscriptions, questions and links; modules with their lessons, lessons with their files; news with their cover, broadcasts, FAQ items, directions, cancel
 * reasons, questions with their answers, services that had no applications). Named as the log names them.
 */
export const TRASH_SECTIONS = [
  'student',
  'module',
  'lesson',
  'news',
  'broadcast',
  'faq-item',
  'direction',
  'cancel-reason',
  'question',
  'service',
] as const;
export type TrashSection = (typeof TRASH_SECTIONS)[number];
export const trashSectionSchema = z.enum(TRASH_SECTIONS);

/** `GET /api/trash` (admins and super-admins): newest deletes first, one section or all. */
export const trashListQuerySchema = listQuerySchema
  .pick({ skip: true, take: true, orderBy: true })
  .extend({ section: trashSectionSchema.optional() });
export type TrashListQuery = z.infer<typeof trashListQuerySchema>;

/** A record in the trash: what it was, who deleted it and when, and when the purge takes it. */
export const trashItemSchema = z.object({
  id: z.number().int(),
  section: trashSectionSchema,
  entityId: z.number().int(),
  title: z.string(),
  deletedAt: z.string(),
  deletedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListResponseSchema = listResponseSchema(trashItemSchema);
export type TrashListResponse = z.infer<typeof trashListResponseSchema>;

/** `POST /api/trash/{id}/restore`: the record is back with its id; where the back office shows it. */
export const trashRestoreResponseSchema = z.object({
  section: trashSectionSchema,
  entityId: z.number().int(),
  link: z.string().nullable(),
});
export type TrashRestoreResponse = z.infer<typeof trashRestoreResponseSchema>;

/**
 * The personal fields of a section's records: when such a record is purged they are masked in every event of
 * the log about it (personal-data law), and the log says so.
 */
export const TRASH_PERSONAL_FIELDS: Partial<Record<TrashSection, readonly string[]>> = {
  student: ['email', 'firstName', 'lastName', 'phone', 'birthDate', 'gender', 'title'],
};

/** The server's answers about the trash, in Russian. */
export const TRASH_MESSAGES = {
  notFound: 'Записи нет в корзине: её уже восстановили или удалили навсегда',
  /** A restore whose record's unique name or link is taken meanwhile. */
  taken:
    'Восстановить нельзя: после удаления создали запись с тем же названием или e-mail, или удалено то, к чему она относилась',
} as const;
