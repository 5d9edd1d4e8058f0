import {
  type ApplicationStatus,
  type ApplicationsListQuery,
  applicationsBulkStatusBodySchema,
  type Role,
  startedTaskSchema,
} from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { type BulkTarget, defineBulkTaskJob, listRows, startBulkTask, taskView } from '../tasks';
import { ownerOf } from './application-access';
import { changeApplication } from './application-changes.service';
import { applicationsList } from './applications.list';

export const APPLICATIONS_BULK_STATUS = 'applications.status';

type Params = {
  target: BulkTarget;
  status: ApplicationStatus;
  /** Who started it, as the single PATCH checks them per application. */
  role: Role;
  /** A curator's or speaker's own applications only (the list's owner restriction). */
  ownerId?: number | undefined;
};

/**
 * «Сменить статус» over the ticked applications or all matching the list's filter (issue 14): a background
 * task; each application goes through the single PATCH's code (history line, audit, first response). Same
 * status, another's or gone: skipped.
 */
export const applicationsBulkRoutes: ModulePlugin = async (app, { db }) => {
  defineBulkTaskJob<Params>(
    app.jobs,
    db,
    APPLICATIONS_BULK_STATUS,
    {
      source: ({ target, ownerId }) =>
        listRows(applicationsList, { ...(target.filter as Partial<ApplicationsListQuery>), ownerId }),
      row: async ({ status, role }, id, staffId) => {
        await changeApplication(db, { id: staffId, role }, id, { status });
        return 'changed';
      },
    },
    bulkActionsTexts.bulk.failure,
    app.log,
  );

  app.post(
    '/bulk/status',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Set the status of the given applications or all matching the list’s filter (same status: skipped): a background task',
        body: applicationsBulkStatusBodySchema,
        response: { 202: startedTaskSchema },
      },
    },
    async (request, reply) => {
      const actor = currentStaff(request);
      const { target, status } = request.body;
      const ownerId = 'filter' in target ? ownerOf(actor, target.filter.staffId) : undefined;
      const task = await startBulkTask(app.jobs, db, {
        action: APPLICATIONS_BULK_STATUS,
        staffId: actor.id,
        params: { target, status, role: actor.role, ownerId },
      });
      return reply.code(202).send({ task: taskView(task) });
    },
  );
};
