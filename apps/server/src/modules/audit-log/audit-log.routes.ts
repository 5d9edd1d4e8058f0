import { ADMIN_ROLES, withExportOptions } from '@school/contracts';
import { auditListQuerySchema, auditListResponseSchema } from '@school/contracts/audit';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import { audit } from '../audit';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { auditList } from './audit-log.list';
import { listAuditEvents } from './audit-log.service';

const tags = ['audit'];
const config = { roles: ADMIN_ROLES };

/** «Журнал действий» (admins and super-admins): every event, filtered, paged; its export is itself logged. */
export const auditRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads } = deps;
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'The audit log: who did what to which record, newest first; at most 10,000 rows deep',
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema },
      },
    },
    (request) => listAuditEvents(reads(request).db, request.query),
  );

  app.get(
    '/csv',
    {
      config,
      schema: {
        tags,
        summary: 'audit.csv (or `format=xlsx` audit.xlsx) with the log’s filters, streamed; logged itself',
        querystring: withExportOptions(auditListQuerySchema),
      },
    },
    async (request, reply) => {
      const { skip: _skip, take: _take, ...query } = request.query;
      await audit.record(db, {
        actorId: currentStaff(request).id,
        action: 'audit.csv',
        entity: 'export',
        entityId: null,
        changes: { format: request.query.format ?? 'csv', query },
      });
      return sendExport(
        request,
        reply,
        auditList.csvFilename,
        request.query.format,
        listExport(auditList, reads(request), request.query),
      );
    },
  );

  registerCsvExport(app, deps, {
    list: auditList,
    action: 'audit.csv',
    schema: auditListQuerySchema,
    roles: ADMIN_ROLES,
    tags,
  });
};
