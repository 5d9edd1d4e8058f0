import {
  ADMIN_ROLES,
  APPLICATION_CSV_FILENAMES,
  applicationCardSchema,
  applicationCountsQuerySchema,
  applicationCountsSchema,
  applicationPulseSchema,
  applicationSettingsSchema,
  applicationsListQuerySchema,
  applicationsListResponseSchema,
  applicationUpdateBodySchema,
  idParamsSchema,
  withExportOptions,
} from '@school/contracts';
import { badRequest } from '../../http-errors';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { assertMayWork, ownerOf } from './application-access';
import { getApplicationCard } from './application-card.service';
import { updateApplication } from './application-changes.service';
import { applicationPulse } from './application-pulse.service';
import { getApplicationSettings, updateApplicationSettings } from './application-settings.service';
import { applicationsList } from './applications.list';
import { countApplications, listApplications } from './applications.service';

const tags = ['applications'];

/**
 * Mounted under /applications. Any staff member; a curator or speaker gets only applications for their own
 * services and courses (403 for another's staffId or application). The settings' PUT is for admins.
 */
export const applicationsRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads } = deps;
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Applications of a queue (kind) or of a staff member: search, status, dates, assignee, sort; at most 10,000 rows deep',
        querystring: applicationsListQuerySchema,
        response: { 200: applicationsListResponseSchema },
      },
    },
    (request) => listApplications(reads(request).db, currentStaff(request), request.query),
  );

  app.get(
    '/counts',
    {
      schema: {
        tags,
        summary: 'The kanban’s columns: applications per status and the overdue ones, for the list’s filters',
        querystring: applicationCountsQuerySchema,
        response: { 200: applicationCountsSchema },
      },
    },
    (request) => countApplications(reads(request).db, currentStaff(request), request.query),
  );

  app.get(
    '/csv',
    {
      schema: {
        tags,
        summary:
          'applications_<kind>.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` .xlsx, with the list’s filters and order, streamed; kind required',
        querystring: withExportOptions(applicationsListQuerySchema),
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (!query.kind) throw badRequest('kind is required for the CSV', 'kind');
      const ownerId = ownerOf(currentStaff(request), query.staffId);
      return sendExport(
        request,
        reply,
        APPLICATION_CSV_FILENAMES[query.kind],
        query.format,
        listExport(applicationsList, reads(request), { ...query, ownerId }),
      );
    },
  );

  // POST /csv: the page's «Экспорт» — streamed up to EXPORT_STREAM_MAX_ROWS, a background task past it;
  // `kind` required and a curator limited to their own, as the GET.
  registerCsvExport(app, deps, {
    list: applicationsList,
    action: 'applications.csv',
    schema: applicationsListQuerySchema,
    tags,
    filename: (query) => APPLICATION_CSV_FILENAMES[query.kind ?? 'service'],
    scope: (request, query) => {
      if (!query.kind) throw badRequest('kind is required for the CSV', 'kind');
      return { ownerId: ownerOf(currentStaff(request), query.staffId) };
    },
  });

  app.get(
    '/pulse',
    {
      schema: {
        tags,
        summary:
          'What open pages poll: a version that changes with every application change, overdue per queue',
        response: { 200: applicationPulseSchema },
      },
    },
    (request) => applicationPulse(db, currentStaff(request)),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The response target in working time on the school’s clock',
        response: { 200: applicationSettingsSchema },
      },
    },
    () => getApplicationSettings(db),
  );

  app.put(
    '/settings',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'Change the response target; the deadlines of applications still waiting are re-dated',
        body: applicationSettingsSchema,
        response: { 200: applicationSettingsSchema },
      },
    },
    (request) => updateApplicationSettings(db, currentStaff(request).id, request.body),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'An application with its applicant, target and history (oldest first)',
        params: idParamsSchema,
        response: { 200: applicationCardSchema },
      },
    },
    async (request) => {
      const card = await getApplicationCard(db, request.params.id);
      await assertMayWork(db, currentStaff(request), card.id);
      return card;
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Change the status (same status: 409), assign (null: nobody) and comment; each is a history line',
        params: idParamsSchema,
        body: applicationUpdateBodySchema,
        response: { 200: applicationCardSchema },
      },
    },
    (request) => updateApplication(db, currentStaff(request), request.params.id, request.body),
  );
};
