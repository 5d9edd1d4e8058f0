import type { StudentStatus } from '@school/contracts';
import {
  ADMIN_ROLES,
  type StudentsBulkFilter,
  startedTaskSchema,
  studentsBulkAccessCourseBodySchema,
  studentsBulkStatusBodySchema,
} from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { badRequest } from '../../http-errors';
import { currentStaff } from '../../plugins/auth.plugin';
import { findCourseById } from '../courses';
import type { ModulePlugin } from '../module';
import { type BulkTarget, defineBulkTaskJob, listRows, startBulkTask, taskView } from '../tasks';
import { defineUndo } from '../undo';
import { changeStudentStatus } from './student-account.service';
import { addCourseAccess } from './student-courses.service';
import { studentsList } from './students.list';

const tags = ['students'];
const config = { roles: ADMIN_ROLES };
const failure = bulkActionsTexts.bulk.failure;
const undoTexts = bulkActionsTexts.bulk.undo;

/** A filter target's rows: the students list's own search and filters. */
const source = (params: { target: { filter: Record<string, unknown> } }) =>
  listRows(studentsList, params.target.filter as Partial<StudentsBulkFilter>);

export const STUDENTS_BULK_STATUS = 'students.status';
export const STUDENTS_BULK_ACCESS_COURSE = 'students.access-course';

/**
 * Bulk actions on the students list (issue 14): the ticked students or all matching the list's filter,
 * as background tasks (decision 010, «Bulk actions»); each row goes through the single action's code.
 */
export const studentsBulkRoutes: ModulePlugin = async (app, { db }) => {
  // «Отменить» of a bulk block or unblock: each changed student back to the other status, by the one undoing.
  defineUndo(STUDENTS_BULK_STATUS, async (tx, staffId, ids, payload) => {
    for (const id of ids) await changeStudentStatus(tx, staffId, id, payload.status as StudentStatus);
  });
  defineBulkTaskJob<{ target: BulkTarget; status: StudentStatus }>(
    app.jobs,
    db,
    STUDENTS_BULK_STATUS,
    {
      source,
      row: async ({ status }, id, staffId) =>
        (await changeStudentStatus(db, staffId, id, status)) ? 'changed' : 'skipped',
      undo: {
        entity: 'student',
        payload: ({ status }) => ({ status: status === 0 ? 1 : 0 }),
        notUndone: ({ status }) => (status === 0 ? [undoTexts.sessionsEnded] : []),
      },
    },
    failure,
    app.log,
  );
  defineBulkTaskJob<{ target: BulkTarget; courseId: number }>(
    app.jobs,
    db,
    STUDENTS_BULK_ACCESS_COURSE,
    {
      source,
      // Already has the course: a 409 of the single action, counted as skipped.
      row: async ({ courseId }, id, staffId) => {
        await addCourseAccess(db, staffId, id, courseId);
        return 'changed';
      },
    },
    failure,
    app.log,
  );

  app.post(
    '/bulk/status',
    {
      config,
      schema: {
        tags,
        summary:
          'Block (0) or unblock (1) the given students or all matching the list’s filter: a background task',
        body: studentsBulkStatusBodySchema,
        response: { 202: startedTaskSchema },
      },
    },
    async (request, reply) => {
      const task = await startBulkTask(app.jobs, db, {
        action: STUDENTS_BULK_STATUS,
        staffId: currentStaff(request).id,
        params: { target: request.body.target, status: request.body.status },
      });
      return reply.code(202).send({ task: taskView(task) });
    },
  );

  app.post(
    '/bulk/access-course',
    {
      config,
      schema: {
        tags,
        summary:
          'Grant a course to the given students or all matching the list’s filter (skips those who have it): a background task',
        body: studentsBulkAccessCourseBodySchema,
        response: { 202: startedTaskSchema },
      },
    },
    async (request, reply) => {
      const { target, courseId } = request.body;
      if (!(await findCourseById(db, courseId))) throw badRequest('Курс не найден', 'courseId');
      const task = await startBulkTask(app.jobs, db, {
        action: STUDENTS_BULK_ACCESS_COURSE,
        staffId: currentStaff(request).id,
        params: { target, courseId },
      });
      return reply.code(202).send({ task: taskView(task) });
    },
  );
};
