import {
  BROADCAST_MESSAGES,
  type Broadcast,
  type BroadcastCreateBody,
  type BroadcastDeleteResponse,
  type BroadcastsQuery,
  type BroadcastsResponse,
  type BroadcastUpdateBody,
  isAdminRole,
  type Role,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertStoredFile } from '../files';
import { allowUndo, offerDeleteUndo } from '../undo';
import { toBroadcastDto } from './broadcasts.mapper';
import {
  courseExists,
  deleteBroadcast,
  findBroadcastById,
  findBroadcastView,
  insertBroadcast,
  isCourseAuthor,
  listBroadcastViews,
  type NewBroadcast,
  staffExists,
  updateBroadcast,
} from './broadcasts.repository';

/** Who calls: a curator or speaker manages only their own broadcasts, an admin anyone's. */
export interface Caller {
  id: number;
  role: Role;
}

function assertMayManage(caller: Caller, ownerId: number | null): void {
  if (!isAdminRole(caller.role) && ownerId !== caller.id) throw forbidden();
}

/**
 * A course the broadcast belongs to must exist (400); a curator or speaker may only pick a course they
 * author (403), an admin any course.
 */
async function assertCourse(tx: Db, caller: Caller, courseId: number): Promise<void> {
  if (!(await courseExists(tx, courseId))) throw badRequest(BROADCAST_MESSAGES.courseNotFound, 'courseId');
  if (!isAdminRole(caller.role) && !(await isCourseAuthor(tx, courseId, caller.id))) {
    throw forbidden();
  }
}

/** Any staff member reads the schedule; `adminId` narrows it to one author. */
export async function listBroadcasts(db: Db, query: BroadcastsQuery): Promise<BroadcastsResponse> {
  const now = new Date();
  const { items, total } = await listBroadcastViews(db, { ...query, now });
  return { items: items.map((view) => toBroadcastDto(view, now)), total };
}

async function getBroadcast(db: Db, id: number): Promise<Broadcast> {
  const found = await findBroadcastView(db, id);
  if (!found) throw notFound(BROADCAST_MESSAGES.notFound);
  return toBroadcastDto(found, new Date());
}

export async function createBroadcast(
  db: Db,
  caller: Caller,
  adminId: number | undefined,
  body: BroadcastCreateBody,
): Promise<Broadcast> {
  const ownerId = adminId ?? caller.id;
  assertMayManage(caller, ownerId);
  const id = await db.transaction(async (tx) => {
    if (!(await staffExists(tx, ownerId))) throw badRequest(BROADCAST_MESSAGES.staffNotFound, 'adminId');
    if (body.courseId != null) await assertCourse(tx, caller, body.courseId);
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const row = await insertBroadcast(tx, {
      staffId: ownerId,
      courseId: body.courseId ?? null,
      title: body.title,
      description: body.description,
      startsAt: new Date(body.startsAt),
      streamUrl: body.streamUrl,
      coverFileId: body.coverFileId ?? null,
    });
    const { id: _id, createdAt: _c, updatedAt: _u, ...changes } = row;
    await audit.created(tx, caller.id, 'broadcast', row.id, changes);
    return row.id;
  });
  return getBroadcast(db, id);
}

export async function changeBroadcast(
  db: Db,
  caller: Caller,
  id: number,
  body: BroadcastUpdateBody,
): Promise<Broadcast> {
  await db.transaction(async (tx) => {
    const before = await findBroadcastById(tx, id, true);
    if (!before) throw notFound(BROADCAST_MESSAGES.notFound);
    assertMayManage(caller, before.staffId);
    // Keeping the course it already has is fine even if the author has since left that course.
    if (body.courseId != null && body.courseId !== before.courseId)
      await assertCourse(tx, caller, body.courseId);
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const { startsAt, ...rest } = body;
    const patch: Partial<NewBroadcast> = {
      ...rest,
      ...(startsAt === undefined ? {} : { startsAt: new Date(startsAt) }),
    };
    if (Object.keys(diff(before, patch)).length === 0) return;
    await updateBroadcast(tx, id, patch);
    await audit.changed(tx, caller.id, 'broadcast', id, before, patch);
  });
  return getBroadcast(db, id);
}

const BROADCAST_UNDO = [{ table: 'broadcasts', column: 'id' }] as const;
allowUndo(BROADCAST_UNDO);

/** Deletes a broadcast and offers its «Отменить»: it comes back with its id, time and link. */
export async function removeBroadcast(db: Db, caller: Caller, id: number): Promise<BroadcastDeleteResponse> {
  const undo = await db.transaction(async (tx) => {
    const before = await findBroadcastById(tx, id, true);
    if (!before) throw notFound(BROADCAST_MESSAGES.notFound);
    assertMayManage(caller, before.staffId);
    const offer = await offerDeleteUndo(tx, {
      staffId: caller.id,
      action: 'broadcast.delete',
      entity: 'broadcast',
      ids: [id],
      tables: BROADCAST_UNDO,
      trash: { title: before.title, link: '/profile/broadcasts' },
    });
    await deleteBroadcast(tx, id);
    await audit.removed(tx, caller.id, 'broadcast', id, {
      title: before.title,
      startsAt: before.startsAt.toISOString(),
    });
    return offer;
  });
  return { id, undo };
}
