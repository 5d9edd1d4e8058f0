import { type BackgroundTask, backgroundTaskListSchema } from '@school/contracts';
import { tasksTexts } from '@school/contracts/texts/tasks';
import { useQuery } from '@tanstack/react-query';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Tag } from 'primereact/tag';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { TaskProgress } from './task-progress';
import { isTaskFinished, TASK_POLL_MS } from './tasks.api';
import './tasks.css';
import './my-tasks.css';

const t = tasksTexts.tasks;

const SEVERITY = {
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'danger',
  expired: 'warning',
} as const;

const startedAt = (task: BackgroundTask) =>
  new Date(task.createdAt).toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' });

/**
 * «Мои задачи»: the caller's latest exports and bulk actions (`GET /api/tasks`), asked for only while the panel
 * is open and polled while one still runs; each with its state, bar and «Скачать». Loaded on the first click of
 * the topbar's button (my-tasks-button.tsx); each later click (`toggles`) opens or closes it.
 */
export function MyTasksPanel({
  anchor,
  toggles,
  onOpenChange,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  toggles: number;
  onOpenChange: (open: boolean) => void;
}) {
  const panel = useRef<OverlayPanel>(null);
  const [open, setOpen] = useState(false);
  // Each click once, also when strict mode runs the effect twice.
  const handled = useRef(0);
  useEffect(() => {
    if (toggles > handled.current && anchor.current) {
      handled.current = toggles;
      panel.current?.toggle(null, anchor.current);
    }
  }, [toggles, anchor]);
  const { data } = useQuery({
    queryKey: queryKeys.tasks.list({}),
    queryFn: ({ signal }) => apiRequest('/tasks', { schema: backgroundTaskListSchema, signal }),
    // Mounted on the first click: asked at once, then polled while open and a task still runs.
    refetchInterval: (query) =>
      open && query.state.data?.items.some((task) => !isTaskFinished(task)) ? TASK_POLL_MS : false,
  });
  const items = data?.items.slice(0, 5) ?? [];
  const changed = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <OverlayPanel
      ref={panel}
      onShow={() => changed(true)}
      onHide={() => changed(false)}
      className="my-tasks-panel"
      aria-label={t.myTasks}
    >
      <h2 className="my-tasks-title">{t.myTasks}</h2>
      {data && items.length === 0 ? <p className="task-progress-text">{t.myTasksEmpty}</p> : null}
      <ul className="my-tasks-list">
        {items.map((task) => (
          <li key={task.id} className="my-tasks-item">
            <div className="my-tasks-head">
              <span>
                {t.kind[task.kind]} · <span className="my-tasks-when">{startedAt(task)}</span>
              </span>
              <Tag value={t.status[task.status]} severity={SEVERITY[task.status]} />
            </div>
            <TaskProgress task={task} />
          </li>
        ))}
      </ul>
    </OverlayPanel>
  );
}
