import type { BackgroundTask, UndoOffer } from '@school/contracts';
import type { TaskRow } from '../../db/schema/tasks.table';

/** A task row as the API answers it (no params, no storage key). */
export function taskView(row: TaskRow): BackgroundTask {
  const { undo, ...counts } = row.result ?? {};
  const result = counts as Record<string, number>;
  return {
    id: row.id,
    kind: row.kind,
    action: row.action,
    status: row.status,
    total: row.total,
    done: row.done,
    result: row.result ? result : null,
    ...(undo ? { undo: undo as UndoOffer } : {}),
    file:
      row.fileKey !== null && row.fileName !== null ? { name: row.fileName, size: row.fileSize ?? 0 } : null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
