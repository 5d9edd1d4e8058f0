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

/**
 * Masks `fields` in every event about one record, in `from`/`to` pairs and as plain values alike; the log's
 * trigger lets this one UPDATE through (drizzle/0034_audit-masking.sql). Answers how many events it changed.
 */
export async function maskEventFields(
  tx: Db,
  entity: string,
  entityId: number,
  fields: readonly string[],
  mask: string,
): Promise<number> {
  await tx.execute(sql`select set_config('school.audit_masking', 'on', true)`);
  const masked = sql`to_jsonb(${mask}::text)`;
  // A side that was empty stays so: «— → ***» still reads as a value set, not one replaced.
  const side = (name: string) =>
    sql`case when coalesce(jsonb_typeof(value -> ${name}), 'null') = 'null' then value -> ${name} else ${masked} end`;
  const result = (await tx.execute(
    sql`update ${auditEvents} e set changes = (
          select coalesce(jsonb_object_agg(key, case
            when key <> all(${`{${fields.join(',')}}`}::text[]) then value
            when jsonb_typeof(value) = 'object' and (value ? 'from' or value ? 'to')
              then jsonb_build_object('from', ${side('from')}, 'to', ${side('to')})
            else ${masked} end), '{}'::jsonb)
          from jsonb_each(e.changes))
        where e.entity = ${entity} and e.entity_id = ${entityId}
          and e.changes ?| ${`{${fields.join(',')}}`}::text[]
        returning e.id`,
  )) as unknown as { rows: unknown[] };
  await tx.execute(sql`select set_config('school.audit_masking', 'off', true)`);
  return result.rows.length;
}
