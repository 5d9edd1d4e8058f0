import { randomBytes } from 'node:crypto';
import {
  UNDO_GRACE_SECONDS,
  UNDO_MESSAGES,
  UNDO_SECONDS,
  type UndoOffer,
  type UndoResult,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import {
  insertUndoOffer,
  lastOtherActor,
  lockUndoOffer,
  markUndone,
  restoreRows,
  snapshotRows,
} from './undo.repository';

/** A table whose rows go back on an undo, by the column that ties them to the records acted on. */
export type UndoTable = { table: string; column: string };

export type DeleteUndo = {
  staffId: number;
  /** The action undone, as the log names it (`news.delete`). */
  action: string;
  /** The log's entity of the records (`news`). */
  entity: string;
  ids: readonly number[];
  /** The record's own table first, then those that hang on it (their rows go back after it). */
  tables: readonly UndoTable[];
  notUndone?: string[];
};

/** Only these tables are ever written back: a stored offer cannot name another. */
const RESTORABLE = new Set<string>();

/** A module names the tables its deletes may put back (at start-up, next to its routes). */
export function allowUndo(tables: readonly UndoTable[]): void {
  for (const { table } of tables) RESTORABLE.add(table);
}

/**
 * Call before a delete, in its transaction: keeps the rows as they are now and answers the offer for the
 * response. The undo puts them back with their ids, so links to the record keep working.
 */
export async function offerDeleteUndo(tx: Db, undo: DeleteUndo): Promise<UndoOffer> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column } of undo.tables) {
    if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
    rows[table] = await snapshotRows(tx, table, column, undo.ids);
  }
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + (UNDO_SECONDS + UNDO_GRACE_SECONDS) * 1000);
  await insertUndoOffer(tx, {
    token,
    staffId: undo.staffId,
    action: undo.action,
    entity: undo.entity,
    entityIds: [...undo.ids],
    rows,
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
      const offer = await lockUndoOffer(tx, token);
      if (!offer || offer.staffId !== staffId) throw notFound(UNDO_MESSAGES.gone);
      if (offer.expired || offer.undoneAt) throw conflict(UNDO_MESSAGES.gone);
      for (const [table, rows] of Object.entries(offer.rows)) {
        if (!RESTORABLE.has(table)) throw new Error(`undo: table ${table} is not allowed`);
        await restoreRows(tx, table, rows);
      }
      await markUndone(tx, offer.id);
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
  const offer = await db.transaction((tx) => lockUndoOffer(tx, token));
  const name = offer ? await lastOtherActor(db, offer.entity, offer.createdAt, staffId) : null;
  return conflict(name ? UNDO_MESSAGES.changedBy(name) : UNDO_MESSAGES.changed);
}
