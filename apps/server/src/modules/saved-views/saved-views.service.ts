import { isAdminRole, type Role } from '@school/contracts';
import type {
  SavedView,
  SavedViewUpdateBody,
  savedViewCreateBodySchema,
} from '@school/contracts/saved-views';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict, forbidden, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import {
  deleteSavedView,
  findSavedViewForUpdate,
  insertSavedView,
  listSavedViews,
  type SavedViewRow,
  updateSavedView,
} from './saved-views.repository';

export interface Caller {
  id: number;
  role: Role;
}

const SUBJECT = 'saved-view';
const NOT_FOUND = 'Вид не найден';
const TAKEN = 'Вид с таким названием уже есть у этого списка';

/** Admins change the team's views; everyone changes their own. */
const editableBy = (row: SavedViewRow, caller: Caller) =>
  row.team ? isAdminRole(caller.role) : row.ownerId === caller.id;

const toSavedView = (row: SavedViewRow, caller: Caller): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  query: row.query,
  version: row.version,
  team: row.team,
  editable: editableBy(row, caller),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const auditFields = ({ list, name, query, version, team }: SavedViewRow) => ({
  list,
  name,
  query,
  version,
  team,
});

/** Two saves of one name racing past each other meet at the unique index: 409 either way. */
async function withTakenConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
}

export async function listViews(db: Db, caller: Caller, list: string): Promise<{ items: SavedView[] }> {
  const rows = await listSavedViews(db, caller.id, list);
  return { items: rows.map((row) => toSavedView(row, caller)) };
}

export async function createView(
  db: Db,
  caller: Caller,
  body: z.output<typeof savedViewCreateBodySchema>,
): Promise<SavedView> {
  // Others keep a team view by saving a copy of it as their own.
  if (body.team && !isAdminRole(caller.role)) throw forbidden();
  const row = await withTakenConflict(() =>
    db.transaction(async (tx) => {
      const created = await insertSavedView(tx, { ...body, ownerId: caller.id });
      await audit.created(tx, caller.id, SUBJECT, created.id, auditFields(created));
      return created;
    }),
  );
  return toSavedView(row, caller);
}

/** Another member's own view is not there for the caller (404); a team view a non-admin may not change, 403. */
async function lockEditable(tx: Db, caller: Caller, id: number): Promise<SavedViewRow> {
  const row = await findSavedViewForUpdate(tx, id);
  if (!row || (!row.team && row.ownerId !== caller.id)) throw notFound(NOT_FOUND);
  if (!editableBy(row, caller)) throw forbidden();
  return row;
}

export async function changeView(
  db: Db,
  caller: Caller,
  id: number,
  body: SavedViewUpdateBody,
): Promise<SavedView> {
  const row = await withTakenConflict(() =>
    db.transaction(async (tx) => {
      const before = await lockEditable(tx, caller, id);
      if (Object.keys(diff(before, body)).length === 0) return before;
      const after = await updateSavedView(tx, id, body);
      await audit.changed(tx, caller.id, SUBJECT, id, auditFields(before), auditFields(after));
      return after;
    }),
  );
  return toSavedView(row, caller);
}

export async function removeView(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEditable(tx, caller, id);
    await deleteSavedView(tx, id);
    await audit.removed(tx, caller.id, SUBJECT, id, auditFields(before));
  });
}
