import { type BackgroundTask, backgroundTaskSchema } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { apiDownload } from '../api/api-transfer';
import { queryKeys } from '../api/query-keys';

/** How often a running task is asked how far it is. */
export const TASK_POLL_MS = 1_000;

export const isTaskFinished = (task: BackgroundTask | undefined) =>
  task !== undefined && task.status !== 'queued' && task.status !== 'running';

/** A task's state, polled every second until it is done, failed or expired. */
export function useTask(id: number | null, initial?: BackgroundTask) {
  return useQuery({
    queryKey: queryKeys.tasks.detail(id ?? 0),
    queryFn: ({ signal }) => apiRequest(`/tasks/${id}`, { schema: backgroundTaskSchema, signal }),
    enabled: id !== null,
    initialData: initial?.id === id ? initial : undefined,
    refetchInterval: (query) => (isTaskFinished(query.state.data) ? false : TASK_POLL_MS),
  });
}

/** An export task's file, through the one client (bearer token). */
export function downloadTaskFile(task: BackgroundTask) {
  return apiDownload(`/tasks/${task.id}/file`, task.file?.name ?? `export-${task.id}.csv`);
}
