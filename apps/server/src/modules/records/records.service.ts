import type { UndoOffer } from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import type { ListQuery } from '../../lists';
import { audit, diff } from '../audit';
import { offerDeleteUndo } from '../undo';
import type { RecordSection } from './record-section';
import {
  deleteRecord,
  findRecordView,
  findStoredRecord,
  insertRecord,
  type StoredRecord,
  tableNameOf,
  updateRecord,
} from './records.repository';

type Section<Query extends ListQuery, View, Item> = RecordSection<Query, View, Item>;

/** What the audit keeps of a stored row: its fields, not its key and clocks. */
function auditFields({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: StoredRecord) {
  return fields;
}

/** Two saves racing past each other meet at the table's unique index: a 409 in the section's words. */
async function withTakenConflict<Query extends ListQuery, View, Item, T>(
  section: Section<Query, View, Item>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (section.messages.taken && isUniqueViolation(error)) throw conflict(section.messages.taken);
    throw error;
  }
}

const columnsOf = async <Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
  tx: Db,
  body: Record<string, unknown>,
  before?: StoredRecord,
) => (section.columns ? await section.columns(tx, body, before) : body) as Record<string, unknown>;

/** One record the way the list shows it, as the API's item; 404 in the section's words. */
export async function getRecord<Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
  db: Db,
  id: number,
): Promise<Item> {
  const found = await findRecordView(db, section.list, id);
  if (!found) throw notFound(section.messages.notFound);
  return section.toItem(found);
}

export async function createRecord<Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
  db: Db,
  actorId: number,
  body: Record<string, unknown>,
): Promise<Item> {
  const id = await withTakenConflict(section, () =>
    db.transaction(async (tx) => {
      const row = await insertRecord(tx, section.list, await columnsOf(section, tx, body));
      await audit.created(tx, actorId, section.subject, row.id, auditFields(row));
      return row.id;
    }),
  );
  return getRecord(section, db, id);
}

/** Writes only what changed, and records it; an edit that changes nothing writes and records nothing. */
export async function updateRecordDetails<Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
  db: Db,
  actorId: number,
  id: number,
  body: Record<string, unknown>,
): Promise<Item> {
  await withTakenConflict(section, () =>
    db.transaction(async (tx) => {
      const before = await findStoredRecord(tx, section.list, id, true);
      if (!before) throw notFound(section.messages.notFound);
      const columns = await columnsOf(section, tx, body, before);
      if (Object.keys(diff(before, columns)).length === 0) return;
      await updateRecord(tx, section.list, id, columns);
      await audit.changed(tx, actorId, section.subject, id, before, columns);
    }),
  );
  return getRecord(section, db, id);
}

/** The table a section's delete keeps for its «Отменить». */
export const recordUndoTables = <Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
) => [{ table: tableNameOf(section.list), column: 'id' }];

/**
 * Deletes a record and offers its «Отменить» (10 s): the row comes back with its id. The table was allowed when
 * the section's routes were made (`recordRoutes`), on every instance: the undo may reach another one.
 */
export async function removeRecord<Query extends ListQuery, View, Item>(
  section: Section<Query, View, Item>,
  db: Db,
  actorId: number,
  id: number,
): Promise<UndoOffer> {
  return db.transaction(async (tx) => {
    const before = await findStoredRecord(tx, section.list, id, true);
    if (!before) throw notFound(section.messages.notFound);
    await section.beforeRemove?.(tx, before);
    const undo = await offerDeleteUndo(tx, {
      staffId: actorId,
      action: `${section.subject}.delete`,
      entity: section.subject,
      ids: [id],
      tables: recordUndoTables(section),
      trash: section.trash && { title: String(before[section.title]), link: section.trash.link },
    });
    await deleteRecord(tx, section.list, id);
    await audit.removed(tx, actorId, section.subject, id, { [section.title]: before[section.title] });
    return undo;
  });
}
