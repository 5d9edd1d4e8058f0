import { type BackgroundTask, backgroundTaskListSchema } from '@school/contracts';
import { backgroundTasksTexts } from '@school/contracts/texts/background-tasks';
import { useQuery } from '@tanstack/react-query';
import { OverlayPanel } from 'primereact/overlaypanel';
import { Tag } from 'primereact/tag';
import { useRef, useState } from 'react';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { TaskProgress } from './task-progress';
import { isTaskFinished, TASK_POLL_MS } from './tasks.api';
import './tasks.css';
import './my-tasks.css';

const t = backgroundTasksTexts.backgroundTasks;

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
 * «Мои задачи» in the topbar: the caller's latest exports and bulk actions (`GET /api/tasks`), asked for only
 * while the panel is open and polled while one still runs; each with its state, bar and «Скачать».
 */
export function MyTasksButton() {
  const panel = useRef<OverlayPanel>(null);
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: queryKeys.tasks.list({}),
    queryFn: ({ signal }) => apiRequest('/tasks', { schema: backgroundTaskListSchema, signal }),
    enabled: open,
    refetchInterval: (query) =>
      query.state.data?.items.some((task) => !isTaskFinished(task)) ? TASK_POLL_MS : false,
  });
  const items = data?.items.slice(0, 5) ?? [];
  return (
    <>
      <button
        type="button"
        className="layout-topbar-button"
        onClick={(event) => panel.current?.toggle(event)}
        aria-label={t.myTasks}
        aria-haspopup="dialog"
        aria-expanded={open}
      >
        <i className="pi pi-list-check" aria-hidden="true" />
      </button>
      <OverlayPanel
        ref={panel}
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
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
    </>
  );
}
