import { z } from 'zod';
import { dateRangeQuerySchema } from './common/calendar-day';
import { idParamSchema } from './common/id-params';
import { listQuerySchema, listResponseSchema } from './common/paging';
import { SITE_SECTIONS } from './content-section';
import { dateRangeOrderIssue, isDateRangeOrdered } from './payments';

/** «Журнал действий» pages the newest 10,000 events of a filter; narrower filters reach further back. */
export const AUDIT_LIST_MAX_ROWS = 10_000;

/**
 * The sections an event is about (its `entity`), as the log's «Раздел» filter offers them. Events of other
 * entities (the seed's, a test's) are listed too and shown by their stored name.
 */
export const AUDIT_SECTIONS = [
  'student',
  'staff',
  'course',
  'module',
  'lesson',
  'direction',
  'application',
  'application-settings',
  'service',
  'news',
  'broadcast',
  'question',
  'faq-item',
  'tag',
  'cancel-reason',
  'referral',
  'payment',
  'withdrawal',
  'commission-rules',
  'site-content',
  'reviews',
  'file',
  'saved-view',
  'export',
] as const;
export type AuditSection = (typeof AUDIT_SECTIONS)[number];

/**
 * The entity names a section's events were stored under, where earlier code wrote another spelling (the log is
 * append-only, so old rows keep theirs): the «Раздел» filter and a record's history read all of them.
 */
export const AUDIT_SECTION_ENTITIES: Partial<Record<AuditSection, readonly string[]>> = {
  'commission-rules': ['commission-rules', 'commission_rules', 'earnings_settings'],
  referral: ['referral', 'referrals'],
};

/** The stored entity names of a section (its own name unless spelt otherwise before). */
export const auditSectionEntities = (section: AuditSection): readonly string[] =>
  AUDIT_SECTION_ENTITIES[section] ?? [section];
export const auditSectionSchema = z.enum(AUDIT_SECTIONS);

/**
 * What was done, by the verb that ends the action (`student.update` → `update`): the «Действие» filter.
 * `sign-in` and `sign-in-failed` are the sign-ins (`auth.*`), `csv` the exports.
 */
export const AUDIT_VERBS = [
  'create',
  'update',
  'delete',
  'status',
  'reorder',
  'undo',
  'restore',
  'purge',
  'sign-in',
  'sign-in-failed',
  'password-change',
  'password-set',
  'password-reset',
  'csv',
] as const;
export type AuditVerb = (typeof AUDIT_VERBS)[number];
export const auditVerbSchema = z.enum(AUDIT_VERBS);

/**
 * `GET /api/audit` (admins and super-admins): newest first (`orderBy=at:asc` for the oldest), filtered by who
 * (`actorId`), the section, the verb, the record (`entityId`, with or without a section) and school days.
 */
export const auditListQuerySchema = listQuerySchema
  .pick({ skip: true, take: true, orderBy: true })
  .extend({
    actorId: idParamSchema.optional(),
    section: auditSectionSchema.optional(),
    verb: auditVerbSchema.optional(),
    entityId: idParamSchema.optional(),
  })
  .extend(dateRangeQuerySchema.shape)
  .refine((query) => query.skip + query.take <= AUDIT_LIST_MAX_ROWS, {
    path: ['skip'],
    message: `skip + take may not exceed ${AUDIT_LIST_MAX_ROWS}: narrow the log with filters`,
  })
  .refine(isDateRangeOrdered, dateRangeOrderIssue);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** One event: who (as named when they acted; null for the system or a stranger), what, on which record. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** `<section>.<verb>`, e.g. `student.update`. */
  action: z.string(),
  section: z.string(),
  entityId: z.number().int().nullable(),
  /** The record's page in the back office, when it has one. */
  link: z.string().nullable(),
  /** The changed fields as `{ field: { from, to } }`, or what the action recorded (a count, an address). */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEventItem = z.infer<typeof auditEventSchema>;

export const auditListResponseSchema = listResponseSchema(auditEventSchema);
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** The record's page of an event's section, when the back office has one (the lessons live in their course). */
export function auditRecordPath(section: string, id: number | null): string | null {
  if (section === 'commission-rules') return '/settings-earnings';
  if (id === null) return null;
  if (section === 'site-content') return SITE_SECTIONS[id - 1] ? `/settings-${SITE_SECTIONS[id - 1]}` : null;
  const paths: Partial<Record<string, string>> = {
    student: `/users/${id}`,
    staff: `/admins/${id}`,
    course: `/courses/${id}`,
    payment: `/sales/${id}`,
    direction: '/directions',
    withdrawal: '/withdrawals',
    'cancel-reason': '/cancel-reasons',
  };
  return paths[section] ?? null;
}
