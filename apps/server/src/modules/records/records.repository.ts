import { eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type { ListQuery } from '../../lists';
import type { RecordList } from './record-section';

/** A row of the section's table as stored (`select *`). */
export type StoredRecord = Record<string, unknown> & { id: number };

// The kit's table is only known as a PgTable: Drizzle's builders are typed per table, so the calls go through these.
// biome-ignore lint/suspicious/noExplicitAny: a table of any shape
type AnyTable = any;

const tableOf = <Q extends ListQuery, V>(list: RecordList<Q, V>) => list.declaration.table as AnyTable;
const idOf = <Q extends ListQuery, V>(list: RecordList<Q, V>) => list.declaration.id as AnyPgColumn;

/** The section's table by its SQL name (what an undo puts rows back into). */
export const tableNameOf = <Q extends ListQuery, V>(list: RecordList<Q, V>) => getTableName(tableOf(list));

/** The stored row by id; `forUpdate` locks it for the rest of the transaction. */
export async function findStoredRecord<Q extends ListQuery, V>(
  db: Db,
  list: RecordList<Q, V>,
  id: number,
  forUpdate = false,
): Promise<StoredRecord | undefined> {
  const query = db
    .select()
    .from(tableOf(list) as PgTable)
    .where(eq(idOf(list), id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as StoredRecord | undefined;
}

/** One row the way the list shows it (its columns and joins). */
export async function findRecordView<Q extends ListQuery, V>(
  db: Db,
  list: RecordList<Q, V>,
  id: number,
): Promise<V | undefined> {
  const [found] = await list.select(db).where(eq(idOf(list), id));
  return found as V | undefined;
}

export async function insertRecord<Q extends ListQuery, V>(
  db: Db,
  list: RecordList<Q, V>,
  values: Record<string, unknown>,
): Promise<StoredRecord> {
  const [row] = (await db.insert(tableOf(list)).values(values).returning()) as StoredRecord[];
  if (!row) throw new Error(`insert into ${list.declaration.name} returned nothing`);
  return row;
}

/** Sets the columns given, and `updated_at` when the table keeps one. */
export async function updateRecord<Q extends ListQuery, V>(
  db: Db,
  list: RecordList<Q, V>,
  id: number,
  patch: Record<string, unknown>,
): Promise<void> {
  const table = tableOf(list);
  const stamped = 'updatedAt' in table ? { ...patch, updatedAt: new Date() } : patch;
  await db
    .update(table)
    .set(stamped)
    .where(eq(idOf(list), id));
}

export async function deleteRecord<Q extends ListQuery, V>(
  db: Db,
  list: RecordList<Q, V>,
  id: number,
): Promise<void> {
  await db.delete(tableOf(list)).where(eq(idOf(list), id));
}
