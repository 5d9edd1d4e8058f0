import type {
  Direction,
  DirectionCreateBody,
  DirectionsListQuery,
  DirectionUpdateBody,
  ListResponse,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertStoredFile } from '../files';
import { directionsList } from './directions.list';
import { toDirectionDto } from './directions.mapper';
import {
  countCoursesOfDirection,
  deleteDirection,
  findDirectionById,
  findDirectionByName,
  findDirectionView,
  insertDirection,
  nextDirectionPosition,
  updateDirection,
} from './directions.repository';

const NAME_TAKEN = 'Направление с таким названием уже существует';
const DIRECTION_NOT_FOUND = 'Направление не найдено';

export async function listDirectionItems(
  db: Db,
  query: DirectionsListQuery,
): Promise<ListResponse<Direction>> {
  const { items, total } = await directionsList.page(db, query);
  return { items: items.map(toDirectionDto), total };
}

export async function getDirection(db: Db, id: number): Promise<Direction> {
  const found = await findDirectionView(db, id);
  if (!found) throw notFound(DIRECTION_NOT_FOUND);
  return toDirectionDto(found);
}

/** Two saves racing past the name check meet at the unique index on lower(name). */
async function withNameConflict<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(NAME_TAKEN);
    throw error;
  }
}

export async function createDirection(
  db: Db,
  actorId: number,
  body: DirectionCreateBody,
): Promise<Direction> {
  const id = await withNameConflict(() =>
    db.transaction(async (tx) => {
      if (await findDirectionByName(tx, body.name)) throw conflict(NAME_TAKEN);
      if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
      const row = await insertDirection(tx, {
        name: body.name,
        description: body.description,
        coverFileId: body.coverFileId ?? null,
        position: body.position ?? (await nextDirectionPosition(tx)),
      });
      const { id: _id, createdAt: _c, updatedAt: _u, ...changes } = row;
      await audit.created(tx, actorId, 'direction', row.id, changes);
      return row.id;
    }),
  );
  return getDirection(db, id);
}

export async function updateDirectionDetails(
  db: Db,
  actorId: number,
  id: number,
  body: DirectionUpdateBody,
): Promise<Direction> {
  await withNameConflict(() =>
    db.transaction(async (tx) => {
      const before = await findDirectionById(tx, id, true);
      if (!before) throw notFound(DIRECTION_NOT_FOUND);
      if (body.name !== undefined) {
        const sameName = await findDirectionByName(tx, body.name);
        if (sameName && sameName.id !== id) throw conflict(NAME_TAKEN);
      }
      if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
      if (Object.keys(diff(before, body)).length === 0) return;
      await updateDirection(tx, id, body);
      await audit.changed(tx, actorId, 'direction', id, before, body);
    }),
  );
  return getDirection(db, id);
}

export async function removeDirection(db: Db, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findDirectionById(tx, id, true);
    if (!before) throw notFound(DIRECTION_NOT_FOUND);
    const inUse = await countCoursesOfDirection(tx, id);
    if (inUse > 0) {
      throw conflict(`Нельзя удалить направление «${before.name}»: к нему привязаны курсы (${inUse})`);
    }
    await deleteDirection(tx, id);
    await audit.removed(tx, actorId, 'direction', id, { name: before.name });
  });
}
