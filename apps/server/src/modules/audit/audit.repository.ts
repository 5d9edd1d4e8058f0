import { auditEvents } from '../../db/schema/audit-events.table';
import type { Db } from '../../db/types';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(tx: Db, event: NewAuditEvent): Promise<void> {
  await tx.insert(auditEvents).values(event);
}
