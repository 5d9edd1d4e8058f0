import type { BackgroundTask } from '@school/contracts';
import { tasksTexts } from '@school/contracts/texts/tasks';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';
import { TaskProgress } from './task-progress';
import { isTaskFinished, useTask } from './tasks.api';
import './tasks.css';

const t = tasksTexts.tasks;

type TaskDialogProps = {
  /** The task the page just started (its `202` answer); null keeps the dialog closed. */
  task: BackgroundTask | null;
  header: string;
  onClose: () => void;
  renderResult?: (task: BackgroundTask) => ReactNode;
};

/**
 * Follows a task the user just started: progress polled every second, then the download or the outcome.
 * Closing it does not stop the task — it runs on the server either way.
 */
export function TaskDialog({ task: started, header, onClose, renderResult }: TaskDialogProps) {
  const { data } = useTask(started?.id ?? null, started ?? undefined);
  const task = data ?? started;
  return (
    <Dialog
      header={header}
      visible={started !== null}
      onHide={onClose}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={<Button label={t.close} outlined onClick={onClose} autoFocus />}
    >
      {task ? <TaskProgress task={task} renderResult={renderResult} /> : null}
      {task && !isTaskFinished(task) ? <p className="task-progress-hint">{t.runsInBackground}</p> : null}
    </Dialog>
  );
}
