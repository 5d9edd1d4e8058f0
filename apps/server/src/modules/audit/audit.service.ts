import type { Db } from '../../db/types';
import { insertAuditEvent, maskEventFields } from './audit.repository';

export interface AuditEvent {
  /** Null for the system (CLI, seed) or an anonymous caller (password reset). */
  actorId: number | null;
  /** `<entity>.<verb>`, e.g. `staff.update`, `auth.password-change`. */
  action: string;
  entity: string;
  entityId: number | null;
  /** Before/after of the changed fields; never secrets such as password hashes. */
  changes?: Record<string, unknown>;
}

type Change = { from: unknown; to: unknown };

/**
 * What an event is about: the entity's name, which is also the action's prefix (`course` → `course.create`),
 * or both when they differ in the stored events (`{ entity: 'faq-item', action: 'faq' }` → `faq.update`).
 */
export type AuditSubject = string | { entity: string; action: string };

/** Never stored, whatever a caller passes: password hashes, pending passwords, secrets. */
const SECRET = /password|secret/i;

async function record(tx: Db, event: AuditEvent): Promise<void> {
  await insertAuditEvent(tx, {
    actorId: event.actorId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    changes: event.changes ?? {},
  });
}

function recordChanges(
  tx: Db,
  actorId: number | null,
  subject: AuditSubject,
  verb: 'create' | 'update' | 'delete',
  entityId: number | null,
  changes: Record<string, Change>,
): Promise<void> {
  const { entity, action } = typeof subject === 'string' ? { entity: subject, action: subject } : subject;
  return record(tx, { actorId, action: `${action}.${verb}`, entity, entityId, changes });
}

/** Each field of `values` as a change, secrets and undefined left out. */
function fieldChanges(values: object, change: (value: unknown) => Change): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && !SECRET.test(key)) changes[key] = change(value);
  }
  return changes;
}

/** `<entity>.create`: each field as `{from: null, to: value}`. */
function created(
  tx: Db,
  actorId: number | null,
  subject: AuditSubject,
  entityId: number | null,
  fields: object,
): Promise<void> {
  return recordChanges(
    tx,
    actorId,
    subject,
    'create',
    entityId,
    fieldChanges(fields, (to) => ({ from: null, to })),
  );
}

/**
 * `<entity>.update`: the fields of `after` that differ from `before`, as `{from, to}` (secrets left out).
 * Nothing changed, nothing recorded: answers whether it recorded.
 */
async function changed<T extends object>(
  tx: Db,
  actorId: number | null,
  subject: AuditSubject,
  entityId: number | null,
  before: T,
  after: Partial<T>,
): Promise<boolean> {
  return updated(tx, actorId, subject, entityId, diff(before, after));
}

/**
 * `<entity>.update` with the changes already worked out, as `{field: {from, to}}` — where a field is told
 * other than by its values (a long text by its size, attachments by their ids). Secrets left out; nothing
 * changed, nothing recorded: answers whether it recorded.
 */
async function updated(
  tx: Db,
  actorId: number | null,
  subject: AuditSubject,
  entityId: number | null,
  changes: Record<string, Change>,
): Promise<boolean> {
  const kept = Object.fromEntries(Object.entries(changes).filter(([key]) => !SECRET.test(key)));
  if (Object.keys(kept).length === 0) return false;
  await recordChanges(tx, actorId, subject, 'update', entityId, kept);
  return true;
}

/** `<entity>.delete`: each field of what was removed as `{from: value, to: null}`. */
function removed(
  tx: Db,
  actorId: number | null,
  subject: AuditSubject,
  entityId: number | null,
  before: object,
): Promise<void> {
  return recordChanges(
    tx,
    actorId,
    subject,
    'delete',
    entityId,
    fieldChanges(before, (from) => ({ from, to: null })),
  );
}

/**
 * Every mutation records in its own transaction: `created`, `changed` (or `updated`, with the changes worked
 * out) and `removed` for the three verbs every entity has, `record` for the others (`payment.refund`, `course.reorder`, `auth.password-change`, …).
 */
/** What replaces a personal value in the log once its record is purged. */
export const MASKED = '***';

/**
 * A purged record's personal fields masked in every event about it (personal-data law; issue 32, item 4), and an
 * event saying so — which fields, in how many events. Answers that count.
 */
async function maskPersonal(
  tx: Db,
  actorId: number | null,
  entity: string,
  entityId: number,
  fields: readonly string[],
): Promise<number> {
  const events = await maskEventFields(tx, entity, entityId, fields, MASKED);
  await record(tx, { actorId, action: `${entity}.mask`, entity, entityId, changes: { events, fields } });
  return events;
}

export const audit = { record, created, changed, updated, removed, maskPersonal };

/** `{field: {from, to}}` for the fields of `after` that differ from `before`. */
export function diff<T extends object>(
  before: T,
  after: Partial<T>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== undefined && after[key] !== before[key]) {
      changes[String(key)] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}
