import {
  backgroundTaskIdParamsSchema,
  backgroundTaskListSchema,
  backgroundTaskSchema,
  SERVER_MESSAGES,
} from '@school/contracts';
import { notFound } from '../../http-errors';
import { XLSX_TYPE } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import { PRIVATE_NO_STORE, sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import { scheduleFileExpiry } from './expire-files-job';
import { taskView } from './task-view';
import { findOwnTask, recentTasks } from './tasks.repository';

const RECENT = 20;

/**
 * A staff member follows the tasks they started (exports, bulk actions) and downloads an export's file.
 * Only the owner sees a task: anyone else gets the same 404 as for a missing one.
 */
export const tasksRoutes: ModulePlugin = async (app, { db, fileStore, now }) => {
  scheduleFileExpiry(app.jobs, db, fileStore, now);

  app.get(
    '/',
    {
      schema: {
        tags: ['tasks'],
        summary: 'My latest background tasks (exports, bulk actions), newest first',
        response: { 200: backgroundTaskListSchema },
      },
    },
    async (request) => ({
      items: (await recentTasks(db, currentStaff(request).id, RECENT)).map(taskView),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['tasks'],
        summary: 'One of my tasks: status and progress (the page polls it)',
        params: backgroundTaskIdParamsSchema,
        response: { 200: backgroundTaskSchema },
      },
    },
    async (request) => {
      const row = await findOwnTask(db, request.params.id, currentStaff(request).id);
      if (!row) throw notFound(SERVER_MESSAGES.taskNotFound);
      return taskView(row);
    },
  );

  app.get(
    '/:id/file',
    {
      schema: {
        tags: ['tasks'],
        summary: 'An export task’s file, once done (kept 24 hours)',
        params: backgroundTaskIdParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await findOwnTask(db, request.params.id, currentStaff(request).id);
      if (!row) throw notFound(SERVER_MESSAGES.taskNotFound);
      if (!row.fileKey || !row.fileName) throw notFound(SERVER_MESSAGES.taskFileMissing);
      const { stream, size } = await fileStore.open(row.fileKey);
      return sendStoredFile(reply, {
        stream,
        size,
        mimeType: row.fileName.endsWith('.csv')
          ? 'text/csv; charset=utf-8'
          : row.fileName.endsWith('.xlsx')
            ? XLSX_TYPE
            : 'application/octet-stream',
        downloadName: row.fileName,
        cacheControl: PRIVATE_NO_STORE,
      });
    },
  );
};
