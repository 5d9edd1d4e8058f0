/** Background tasks (exports, bulk actions) a page starts and follows: the server's `/api/tasks`. */
export { TaskDialog } from './task-dialog';
export { TaskProgress } from './task-progress';
export { downloadTaskFile, isTaskFinished, TASK_POLL_MS, useTask } from './tasks.api';
