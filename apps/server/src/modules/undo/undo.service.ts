import { randomBytes } from 'node:crypto';
import {
  UNDO_GRACE_SECONDS,
  UNDO_MESSAGES,
  UNDO_SECONDS,
  type UndoOffer,
  type UndoResult,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { KeptRows } from '../../db/schema/undo-offers.table';
import type { Db } from '../../db/types';
import { AppError, conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import {
  closeUndoOffersOf,
  deleteTrashItemsOf,
  findUndoOffer,
  insertTrashItem,
  insertUndoOffer,
  lastActorOf,
  lastOtherActor,
  markUndone,
  relinkRows,
  restoreRows,
  snapshotLinks,
  snapshotRows,
} from './undo.repository';

/**
 * A table whose rows go back on an undo, by the column that ties them to the records acted on — or, `through`
 * another kept table, to that table's rows (a student's questions' answers).
 */
export type UndoTable = { table: string; column: string; through?: { table: string; column: string } };

export type DeleteUndo = {
  staffId: number;
  /** The action undone, as the log names it (`news.delete`). */
  action: string;
  /** The log's entity of the records (`news`). */
  entity: string;
  ids: readonly number[];
  /** The record's own table first, then those that hang on it (their rows go back after it). */
  tables: readonly UndoTable[];
  /** Columns the delete sets to null (`on delete set null`: a payment's buyer), filled again after the rows. */
  links?: readonly UndoTable[];
  notUndone?: string[];
  /**
   * A delete of one record that also goes to «Корзина» for 30 days (issue 32, item 4): what the trash calls it
   * and where the back office shows it once restored.
   */
  trash?: { title: string; link: string | null };
};

/** An undo its module performs, given the records and the offer's payload (a bulk change's previous state). */
export type UndoPerformer = (
  tx: Db,
  staffId: number,
  ids: readonly number[],
  payload: Record<string, unknown>,
) => Promise<void>;

const PERFORMERS = new Map<string, UndoPerformer>();

/** A module names how its action is undone (at start-up, next to the action). */
export function defineUndo(action: string, perform: UndoPerformer): void {
  PERFORMERS.set(action, perform);
}

/**
 * For a performer whose records changed since the offer in a way the log cannot tie to them (a list saved
 * whole): the 409 of an undo refused, naming who last changed the section.
 */
export async function changedMeanwhile(tx: Db, entity: string) {
  return conflict(UNDO_MESSAGES.changedBy((await lastActorOf(tx, entity)) ?? '—'));
}

/**
 * For a performer that re-applies what it kept through the action's own checks (an order of modules or
 * lessons): a 400 of those checks means the records changed since (one added or removed) — a 409 for the undo.
 */
export async function refusedIfChanged(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw conflict(UNDO_MESSAGES.changed);
    throw error;
  }
}

export type ChangeUndo = {
  staffId: number;
  action: string;
  entity: string;
  ids: readonly number[];
  payload: Record<string, unknown>;
  notUndone?: string[];
};

/**
 * After a change its module knows how to take back (`defineUndo`), e.g. a bulk block: the offer for the
 * answer or the task's result. The undo is refused with a 409 naming who if someone else has since changed
 * one of the records.
 */
export async function offerChangeUndo(db: Db, undo: ChangeUndo): Promise<UndoOffer> {
  if (!PERFORMERS.has(undo.action)) throw new Error(`undo: ${undo.action} has no performer`);
  return storeOffer(db, { ...undo, rows: [], payload: undo.payload });
}

/** The kept rows in the order they go back (an offer of an older build kept an object: its keys' order). */
function inOrder(kept: KeptRows | Record<string, Record<string, unknown>[]>): KeptRows {
  return Array.isArray(kept) ? kept : Object.entries(kept).map(([table, rows]) => ({ table, rows }));
}

/**
 * For a change undo that puts a whole small table back (a list saved as a whole): its rows now, by `column`
 * in `ids`, as a delete keeps them — for the offer's payload.
 */
export function keepRows(tx: Db, table: string, column: string, ids: readonly number[]) {
  if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
  return snapshotRows(tx, table, column, ids);
}

/** …and those rows back, ids and times included, from a performer (`defineUndo`). */
export function putRowsBack(tx: Db, table: string, rows: readonly Record<string, unknown>[]) {
  if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
  return restoreRows(tx, table, rows);
}

/** Only these tables are ever written back, and these `table.column` links: a stored offer cannot name another. */
const RESTORABLE = new Set<string>();
const RELINKABLE = new Set<string>();

/** A module names the tables its deletes may put back and the links they may fill (at start-up, by its routes). */
export function allowUndo(tables: readonly UndoTable[], links: readonly UndoTable[] = []): void {
  for (const { table } of tables) RESTORABLE.add(table);
  for (const { table, column } of links) RELINKABLE.add(`${table}.${column}`);
}

/**
 * Kept rows back in their order — the record, what hung on it, then the links the delete emptied — for an undo
 * and for a restore from «Корзина».
 */
export async function putKeptRowsBack(tx: Db, kept: KeptRows): Promise<void> {
  for (const { table, rows, relink } of kept) {
    if (relink) {
      if (!RELINKABLE.has(`${table}.${relink}`))
        throw new Error(`undo: link ${table}.${relink} is not allowed`);
      await relinkRows(tx, table, relink, rows);
    } else {
      if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
      await restoreRows(tx, table, rows);
    }
  }
}

/**
 * Call before a delete, in its transaction: keeps the rows as they are now and answers the offer for the
 * response. The undo puts them back with their ids, so links to the record keep working.
 */
export async function offerDeleteUndo(tx: Db, undo: DeleteUndo): Promise<UndoOffer> {
  const rows: KeptRows = [];
  for (const { table, column, through } of undo.tables) {
    if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
    rows.push({ table, rows: await snapshotRows(tx, table, column, undo.ids, through) });
  }
  for (const { table, column, through } of undo.links ?? []) {
    if (!RELINKABLE.has(`${table}.${column}`))
      throw new Error(`undo: link ${table}.${column} is not allowed`);
    rows.push({ table, relink: column, rows: await snapshotLinks(tx, table, column, undo.ids, through) });
  }
  const [id] = undo.ids;
  if (undo.trash && id !== undefined && undo.ids.length === 1) {
    await insertTrashItem(tx, {
      entity: undo.entity,
      entityId: id,
      rows,
      deletedById: undo.staffId,
      ...undo.trash,
    });
  }
  return storeOffer(tx, { ...undo, rows, payload: null });
}

async function storeOffer(
  tx: Db,
  undo: Omit<DeleteUndo, 'tables'> & {
    rows: KeptRows;
    payload: Record<string, unknown> | null;
  },
): Promise<UndoOffer> {
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000);
  await insertUndoOffer(tx, {
    token,
    staffId: undo.staffId,
    action: undo.action,
    entity: undo.entity,
    entityIds: [...undo.ids],
    rows: undo.rows,
    payload: undo.payload,
    expiresAt,
  });
  const shownUntil = new Date(expiresAt.getTime() - UNDO_GRACE_SECONDS * 1000);
  return { token, expiresAt: shownUntil.toISOString(), notUndone: undo.notUndone ?? [] };
}

/**
 * `POST /api/undo/{token}`: the author's own offer, in time, once. The rows go back in the order kept; a row
 * that cannot (someone made one with the same name meanwhile) answers 409 naming who, and nothing changes.
 */
export async function applyUndo(db: Db, staffId: number, token: string): Promise<UndoResult> {
  try {
    return await db.transaction(async (tx) => {
      const offer = await findUndoOffer(tx, token, true);
      if (!offer || offer.staffId !== staffId) throw notFound(UNDO_MESSAGES.gone);
      if (offer.expired || offer.undoneAt) throw conflict(UNDO_MESSAGES.gone);
      if (offer.payload) {
        const other = await lastOtherActor(tx, offer.entity, offer.createdAt, staffId, offer.entityIds);
        if (other) throw conflict(UNDO_MESSAGES.changedBy(other));
        const perform = PERFORMERS.get(offer.action);
        if (!perform) throw new Error(`undo: ${offer.action} has no performer`);
        await perform(tx, staffId, offer.entityIds, offer.payload);
      }
      await putKeptRowsBack(tx, inOrder(offer.rows));
      await markUndone(tx, offer.id);
      // A delete's record is back where it was, so no longer in the trash.
      if (!offer.payload) await deleteTrashItemsOf(tx, offer.entity, offer.entityIds);
      for (const id of offer.entityIds) {
        await audit.record(tx, {
          actorId: staffId,
          action: `${offer.entity}.undo`,
          entity: offer.entity,
          entityId: id,
          changes: { undone: offer.action },
        });
      }
      return { action: offer.action, entity: offer.entity, ids: offer.entityIds };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw await collision(db, staffId, token);
  }
}

/** The 409 of a row that cannot go back: who acted in the section since the offer, when it was someone else. */
async function collision(db: Db, staffId: number, token: string) {
  const offer = await findUndoOffer(db, token);
  const name = offer ? await lastOtherActor(db, offer.entity, offer.createdAt, staffId) : null;
  return conflict(name ? UNDO_MESSAGES.changedBy(name) : UNDO_MESSAGES.changed);
}

/**
 * A record restored from «Корзина» (issue 32, item 4): its delete's «Отменить», if still on offer, is taken — the
 * record is back already.
 */
export function closeDeleteUndo(tx: Db, entity: string, entityId: number): Promise<void> {
  return closeUndoOffersOf(tx, entity, entityId);
}
