import {
  type BackgroundTask,
  type ExportFormat,
  exportFilename,
  startedTaskSchema,
  texts,
} from '@school/contracts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { apiPostFileOrJson } from '../api/api-transfer';
import { saveFile } from '../lib/save-file';
import { ExportButtons } from './export-buttons';
import type { ListQueryParams } from './list-url';

// Only a large export opens it: kept out of the lists' first load.
const TaskDialog = lazy(() =>
  import('../tasks/task-dialog').then((module) => ({ default: module.TaskDialog })),
);

/**
 * Where a list's CSV comes from: `POST /api{path}` with the list's search, filters and order as the body
 * (the server streams it when small, else starts a task); `GET /api{path}` serves API clients.
 */
export type ListExport = {
  path: string;
  fileName: string;
  /** What the page adds to the list's own query (the person whose history an admin reads: `adminId`). */
  params?: Record<string, string | number>;
};

/** What the CSV endpoint is asked for: the list's search, filters and order (the set ones); paging does not apply. */
export function csvQuery<F extends string>({ skip: _skip, take: _take, ...rest }: ListQueryParams<F>) {
  return Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

type ListExportButtonProps<F extends string> = ListExport & {
  query: ListQueryParams<F>;
  disabled?: boolean;
};

/**
 * «Экспорт» and «Файл Excel (.xlsx)»: the list as a CSV or an .xlsx file with its current search, filters and order, through the one client
 * (bearer token). A list within the server's streaming limit arrives at once: the button spins and counts
 * what has come («Экспорт · 12 МБ»). A larger one becomes a background task (`202`): the dialog follows its
 * progress and offers «Скачать» when the file is ready.
 */
export function ListExportButton<F extends string>({
  path,
  fileName,
  params,
  query,
  disabled,
}: ListExportButtonProps<F>) {
  const [received, setReceived] = useState(0);
  const [task, setTask] = useState<BackgroundTask | null>(null);
  const download = useMutation({
    mutationFn: (format: ExportFormat) =>
      apiPostFileOrJson(
        path,
        { ...csvQuery(query), ...params, format },
        exportFilename(fileName, format),
        setReceived,
      ),
    onMutate: () => setReceived(0),
    onSuccess: (answer) => {
      if ('file' in answer) saveFile(answer.file.blob, answer.file.fileName);
      else setTask(startedTaskSchema.parse(answer.json).task);
    },
  });
  return (
    <>
      <ExportButtons
        csvLabel={texts.lists.export}
        csvProgress={texts.lists.exportProgress}
        busy={download.isPending ? (download.variables ?? null) : null}
        received={received}
        disabled={disabled}
        onExport={(format) => download.mutate(format)}
      />
      {task ? (
        <Suspense fallback={null}>
          <TaskDialog task={task} header={texts.lists.export} onClose={() => setTask(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
