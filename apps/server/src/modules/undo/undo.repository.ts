import { type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events.table';
import { staff } from '../../db/schema/staff.table';
import { trashItems } from '../../db/schema/trash-items.table';
import { type UndoOfferRow, undoOffers } from '../../db/schema/undo-offers.table';
import type { Db } from '../../db/types';

export type NewUndoOffer = Omit<typeof undoOffers.$inferInsert, 'id' | 'createdAt' | 'undoneAt'>;

/** The offer, and away with yesterday's (an offer lives seconds; the index on `created_at` finds them). */
export async function insertUndoOffer(tx: Db, offer: NewUndoOffer): Promise<void> {
  await tx.delete(undoOffers).where(sql`${undoOffers.createdAt} < now() - interval '1 day'`);
  await tx.insert(undoOffers).values(offer);
}

/**
 * The offer by its token; `lock` for the undo's transaction (two clicks: the second waits, then sees it taken).
 */
export async function findUndoOffer(
  db: Db,
  token: string,
  lock = false,
): Promise<(UndoOfferRow & { expired: boolean }) | null> {
  const query = db
    .select({ offer: undoOffers, expired: sql<boolean>`${undoOffers.expiresAt} < now()` })
    .from(undoOffers)
    .where(sql`${undoOffers.token} = ${token}`);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { ...row.offer, expired: row.expired } : null;
}

export async function markUndone(tx: Db, id: number): Promise<void> {
  await tx.update(undoOffers).set({ undoneAt: sql`now()` }).where(sql`${undoOffers.id} = ${id}`);
}

/**
 * Rows of `table` whose `column` is one of `ids` — or, `through` another table, one of the ids of that table's
 * rows whose column is (a question's answers of a student) — each as `to_jsonb` (the columns by their SQL names).
 */
export function snapshotRows(
  tx: Db,
  table: string,
  column: string,
  ids: readonly number[],
  through?: { table: string; column: string },
): Promise<Record<string, unknown>[]> {
  return selectKept(tx, sql`to_jsonb(t)`, table, column, ids, through);
}

/**
 * The links a delete sets to null (`on delete set null`): the ids of `table`'s rows whose `column` points at the
 * records (or at their `through` rows), with the value it had — kept before the delete, put back by `relinkRows`.
 */
export function snapshotLinks(
  tx: Db,
  table: string,
  column: string,
  ids: readonly number[],
  through?: { table: string; column: string },
): Promise<Record<string, unknown>[]> {
  const link = sql`jsonb_build_object('id', t.id, 'value', t.${sql.identifier(column)})`;
  return selectKept(tx, link, table, column, ids, through);
}

/** `row` of each row of `table` whose `column` is one of the ids (or of `through`'s rows pointing at them). */
async function selectKept(
  tx: Db,
  row: SQL,
  table: string,
  column: string,
  ids: readonly number[],
  through?: { table: string; column: string },
): Promise<Record<string, unknown>[]> {
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  const wanted = through
    ? sql`array(select id from ${sql.identifier(through.table)}
                where ${sql.identifier(through.column)} = any(${idArray}))`
    : idArray;
  const result = (await tx.execute(
    sql`select ${row} as row from ${sql.identifier(table)} t where ${sql.identifier(column)} = any(${wanted})`,
  )) as unknown as { rows: { row: Record<string, unknown> }[] };
  return result.rows.map((one) => one.row);
}

/** …and the links back, where they are still empty (a payment's buyer, an application's student). */
export async function relinkRows(
  tx: Db,
  table: string,
  column: string,
  links: readonly Record<string, unknown>[],
): Promise<void> {
  if (links.length === 0) return;
  const name = sql.identifier(table);
  const col = sql.identifier(column);
  await tx.execute(
    sql`update ${name} t set ${col} = v.value
        from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(id int, value int)
        where t.id = v.id and t.${col} is null`,
  );
}

/** A table's columns that can be written: not the generated ones (a student's `search_text`). */
const writable = new Map<string, string[]>();
async function writableColumns(tx: Db, table: string): Promise<string[]> {
  const known = writable.get(table);
  if (known) return known;
  const result = (await tx.execute(
    sql`select attname as name from pg_attribute
        where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  )) as unknown as { rows: { name: string }[] };
  const names = result.rows.map((row) => row.name);
  writable.set(table, names);
  return names;
}

/**
 * Puts rows back as they were, ids included (`overriding system value` for identity columns; generated columns
 * are computed again); the table's insert triggers run as for any new row, so counters and roll-ups follow.
 */
export async function restoreRows(
  tx: Db,
  table: string,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  const columns = sql.join(
    (await writableColumns(tx, table)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${name} (${columns}) overriding system value
        select ${columns} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)`,
  );
}

/**
 * Who last did something in the section since `since` other than `staffId` (the one an undo collides with): to
 * the records `ids` when given, else a creation or an edit of any of its records (who could have taken a name a
 * deleted record had). The log's `(entity, entity_id)` and `(entity, at)` indexes find the events.
 */
export async function lastOtherActor(
  tx: Db,
  entity: string,
  since: Date,
  staffId: number,
  ids?: readonly number[],
): Promise<string | null> {
  const which = ids
    ? sql` and ${auditEvents.entityId} = any(${`{${ids.join(',')}}`}::int[])`
    : sql` and (${auditEvents.action} like '%.create' or ${auditEvents.action} like '%.update')`;
  const [row] = await tx
    .select({ name: auditEvents.actorName })
    .from(auditEvents)
    .where(
      sql`${auditEvents.entity} = ${entity} and ${auditEvents.at} >= ${since.toISOString()}
          and ${auditEvents.actorId} is distinct from ${staffId}${which}`,
    )
    .orderBy(sql`${auditEvents.at} desc`)
    .limit(1);
  return row?.name ?? null;
}

/** Who wrote the section's last event (a list saved as a whole has no record to name: `reviews.save`). */
export async function lastActorOf(tx: Db, entity: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: auditEvents.actorName })
    .from(auditEvents)
    .where(sql`${auditEvents.entity} = ${entity}`)
    .orderBy(sql`${auditEvents.at} desc`)
    .limit(1);
  return row?.name ?? null;
}

export type NewTrashItem = Omit<typeof trashItems.$inferInsert, 'id' | 'deletedAt' | 'deletedByName'>;

/** A deleted record into the trash, with its deleter's name as it is now (kept whatever happens to the account). */
export async function insertTrashItem(tx: Db, item: NewTrashItem): Promise<void> {
  const deletedByName =
    item.deletedById == null
      ? null
      : sql`(select ${staff.lastName} || ' ' || ${staff.firstName} from ${staff} where ${staff.id} = ${item.deletedById})`;
  await tx.insert(trashItems).values({ ...item, deletedByName });
}

/** The records put back by an «Отменить» leave the trash. */
export async function deleteTrashItemsOf(tx: Db, entity: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(trashItems)
    .where(
      sql`${trashItems.entity} = ${entity} and ${trashItems.entityId} = any(${`{${ids.join(',')}}`}::int[])`,
    );
}

/** The «Отменить» still on offer for a record restored from the trash: taken, as the record is back. */
export async function closeUndoOffersOf(tx: Db, entity: string, entityId: number): Promise<void> {
  await tx
    .update(undoOffers)
    .set({ undoneAt: sql`now()` })
    .where(
      sql`${undoOffers.entity} = ${entity} and ${entityId} = any(${undoOffers.entityIds})
          and ${undoOffers.undoneAt} is null and ${undoOffers.payload} is null`,
    );
}
