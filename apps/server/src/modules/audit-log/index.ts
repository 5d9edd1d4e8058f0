/** «Журнал действий» (issue 32): the log's page, filters and export for admins. */
export { auditRoutes } from './audit-log.routes';
