/** Background tasks (exports, bulk actions) a staff member starts and follows: docs/decisions/010-background-tasks.md. */
export {
  BULK_BATCH,
  type BulkRowResult,
  type BulkSource,
  type BulkTarget,
  defineBulkTaskJob,
  listRows,
  resolveBulkTarget,
  startBulkTask,
} from './bulk-task';
export { type CsvExportRoute, registerCsvExport } from './csv-export-task';
export { expireTaskFiles } from './expire-files-job';
export { defineTaskJob, startTask, type TaskHandler, type TaskOutcome, type TaskRun } from './task-jobs';
export { taskView } from './task-view';
export { tasksRoutes } from './tasks.routes';
