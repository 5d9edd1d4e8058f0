import type { BackgroundTask } from '@school/contracts';
import { tasksTexts } from '@school/contracts/texts/tasks';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type { ReactNode } from 'react';
import { saveFile } from '../lib/save-file';
import { downloadTaskFile } from './tasks.api';

const t = tasksTexts.tasks;

type TaskProgressProps = {
  task: BackgroundTask;
  /** What a finished bulk action did, in the page's words (e.g. «Заблокировано 120, уже были 3»). */
  renderResult?: (task: BackgroundTask) => ReactNode;
};

const percent = (task: BackgroundTask) =>
  task.total ? Math.min(100, Math.floor((task.done / task.total) * 100)) : 0;

/** Where a task stands: a bar while it runs, the file or the outcome when done, the reason when it failed. */
export function TaskProgress({ task, renderResult }: TaskProgressProps) {
  const download = useMutation({
    mutationFn: () => downloadTaskFile(task),
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
  if (task.status === 'queued' || task.status === 'running') {
    const counted = task.status === 'running' && task.total !== null;
    return (
      <div className="task-progress" aria-live="polite">
        <ProgressBar
          mode={counted ? 'determinate' : 'indeterminate'}
          value={percent(task)}
          showValue={false}
          aria-label={t.status[task.status]}
          style={{ height: '0.75rem' }}
        />
        <p className="task-progress-text">
          {task.status === 'queued' ? t.waiting : t.progress(task.done, task.total)}
        </p>
      </div>
    );
  }
  if (task.status === 'failed') {
    return (
      <Message severity="error" text={task.error ?? t.failed} className="w-full justify-content-start" />
    );
  }
  if (task.status === 'expired') {
    return <Message severity="warn" text={t.expired} className="w-full justify-content-start" />;
  }
  return (
    <div className="task-progress" aria-live="polite">
      <ProgressBar value={100} showValue={false} aria-label={t.status.done} style={{ height: '0.75rem' }} />
      {renderResult ? <div className="task-progress-text">{renderResult(task)}</div> : null}
      {task.file ? (
        <div className="task-progress-file">
          <Button
            icon="pi pi-download"
            label={t.download}
            loading={download.isPending}
            onClick={() => download.mutate()}
          />
          <span className="task-progress-text">{t.downloadHint(task.file.name, task.file.size)}</span>
        </div>
      ) : null}
    </div>
  );
}
