import { type BackgroundTask, startedTaskSchema } from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api/api-client';
import { isTaskFinished, TaskDialog, useTask } from '../tasks';

const t = bulkActionsTexts.bulk;

/** «Изменено: 120. Без изменений: 3» (and «Ошибок: N» with a hint when some rows failed). */
export function BulkOutcome({ task }: { task: BackgroundTask }) {
  const result = task.result ?? {};
  return (
    <>
      <p className="m-0" data-testid="bulk-outcome">
        {t.outcome(result)}
      </p>
      {(result.failed ?? 0) > 0 && <p className="text-color-secondary mb-0">{t.failedHint}</p>}
    </>
  );
}

/**
 * Starts a bulk action (`POST …/bulk/…` → `202 { task }`) and follows it in the TaskDialog; when it is done,
 * the section's lists are refetched (`invalidate`) and `onDone` runs (the page clears its selection).
 */
export function useBulkTask(path: string, invalidate: QueryKey, onDone?: () => void) {
  const [task, setTask] = useState<BackgroundTask | null>(null);
  const start = useMutation({
    mutationFn: (body: object) => apiRequest(path, { method: 'POST', body, schema: startedTaskSchema }),
    onSuccess: (answer) => setTask(answer.task),
  });
  return { start, task, close: () => setTask(null), invalidate, onDone };
}

type BulkTaskDialogProps = {
  bulk: ReturnType<typeof useBulkTask>;
  header: string;
};

/** The started bulk task's progress and outcome; the lists refresh once it is finished. */
export function BulkTaskDialog({ bulk, header }: BulkTaskDialogProps) {
  const queryClient = useQueryClient();
  const { data } = useTask(bulk.task?.id ?? null, bulk.task ?? undefined);
  const refreshed = useRef<number | null>(null);
  const finished = data !== undefined && isTaskFinished(data) ? data.id : null;
  useEffect(() => {
    if (finished === null || refreshed.current === finished) return;
    refreshed.current = finished;
    void queryClient.invalidateQueries({ queryKey: bulk.invalidate });
    bulk.onDone?.();
  }, [finished, queryClient, bulk]);
  return (
    <TaskDialog
      task={bulk.task}
      header={header}
      onClose={bulk.close}
      renderResult={(task) => <BulkOutcome task={task} />}
    />
  );
}
