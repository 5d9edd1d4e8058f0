import { sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';

export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'actorName'>;

/** The event with its actor's name as it is now: the log keeps it whatever later happens to the account. */
export async function insertAuditEvent(tx: Db, event: NewAuditEvent): Promise<void> {
  const actorName =
    event.actorId === null || event.actorId === undefined
      ? null
      : sql`(select ${staff.lastName} || ' ' || ${staff.firstName} from ${staff} where ${staff.id} = ${event.actorId})`;
  await tx.insert(auditEvents).values({ ...event, actorName });
}
