import type { Db } from '../../db/types';
import { insertAuditEvent } from './audit.repository';

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

async function record(tx: Db, event: AuditEvent): Promise<void> {
  await insertAuditEvent(tx, {
    actorId: event.actorId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    changes: event.changes ?? {},
  });
}

/** Every mutation calls `audit.record(tx, …)` inside its own transaction. */
export const audit = { record };

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
