import { type BackgroundTask, startedTaskSchema } from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api/api-client';
import { isTaskFinished, TaskDialog, useTask } from '../tasks';
import { showUndo } from '../toast/toast-store';

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
 * the section's lists are refetched (`invalidate`), `onDone` runs (the page clears its selection) and, when the
 * server offers it, the toast's «Отменить» takes the change back.
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
  const undo = data?.undo;
  useEffect(() => {
    if (finished === null || refreshed.current === finished) return;
    refreshed.current = finished;
    void queryClient.invalidateQueries({ queryKey: bulk.invalidate });
    bulk.onDone?.();
    // A change that can be taken back: «Отменить» for its seconds, on top of the dialog.
    if (undo)
      showUndo(t.undo.done(data?.result?.changed ?? 0), undo, () =>
        queryClient.invalidateQueries({ queryKey: bulk.invalidate }),
      );
  }, [finished, queryClient, bulk, undo, data?.result?.changed]);
  return (
    <TaskDialog
      task={bulk.task}
      header={header}
      onClose={bulk.close}
      renderResult={(task) => <BulkOutcome task={task} />}
    />
  );
}
