import { APPLICATION_SAME_STATUS, type ApplicationCard, type ApplicationUpdateBody } from '@school/contracts';
import type { NewApplication } from '../../db/schema/applications.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { audit } from '../audit';
import { findStaffById } from '../staff';
import { type Actor, assertMayWork } from './application-access';
import { APPLICATION_NOT_FOUND, getApplicationCard } from './application-card.service';
import {
  type ApplicationChangeLine,
  lockApplication,
  writeApplicationChange,
} from './applications.repository';

export const ASSIGNEE_NOT_FOUND = 'No such staff member';

/**
 * `PATCH /api/applications/{id}`: a status change, an assignment and a comment, together or alone, in one
 * transaction with the application locked `for update` (two changes of one application wait for each
 * other, so «from» in the history is always what it was). Each change is a history line; the first status
 * change sets `first_response_at` (the response time); one audit event. application_day_counts follows
 * through the triggers inside the same transaction.
 */
export async function updateApplication(
  db: Db,
  actor: Actor,
  id: number,
  body: ApplicationUpdateBody,
): Promise<ApplicationCard> {
  await changeApplication(db, actor, id, body);
  return getApplicationCard(db, id);
}

/**
 * The change itself (also the bulk status change's per row): 404 gone, 403 another's, 409 the same status.
 */
export async function changeApplication(
  db: Db,
  actor: Actor,
  id: number,
  body: ApplicationUpdateBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockApplication(tx, id);
    if (!before) throw notFound(APPLICATION_NOT_FOUND);
    await assertMayWork(tx, actor, id);

    const set: Partial<NewApplication> = {};
    const events: ApplicationChangeLine[] = [];
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const line = { applicationId: id, staffId: actor.id };

    if (body.status !== undefined) {
      if (body.status === before.status) throw conflict(APPLICATION_SAME_STATUS);
      set.status = body.status;
      events.push({ ...line, type: 'status', fromStatus: before.status, toStatus: body.status });
      changes.status = { from: before.status, to: body.status };
    }
    if (body.assigneeId !== undefined && body.assigneeId !== before.assigneeStaffId) {
      if (body.assigneeId !== null && !(await findStaffById(tx, body.assigneeId)))
        throw badRequest(ASSIGNEE_NOT_FOUND, 'assigneeId');
      set.assigneeStaffId = body.assigneeId;
      events.push({ ...line, type: 'assignee', assigneeStaffId: body.assigneeId });
      changes.assigneeId = { from: before.assigneeStaffId, to: body.assigneeId };
    }
    if (body.comment !== undefined) {
      set.comment = body.comment;
      events.push({ ...line, type: 'comment', comment: body.comment });
      changes.comment = { from: before.comment, to: body.comment };
    }
    if (events.length === 0) return;

    // The first status change is the first response (the response time).
    const firstResponse = body.status !== undefined && before.firstResponseAt === null;
    await writeApplicationChange(tx, id, set, events, firstResponse);
    await audit.updated(tx, actor.id, 'application', id, changes);
  });
}
