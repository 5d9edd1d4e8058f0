import { formatFileSize, texts } from '@school/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { apiDownload } from '../api/api-transfer';
import { saveFile } from '../lib/save-file';
import type { ListQueryParams } from './list-url';

/** Where a list's CSV comes from: `GET /api{path}` with the list's search, filters and order. */
export type ListExport = { path: string; fileName: string };

/** What the CSV endpoint is asked for: the list's search, filters and order; paging does not apply. */
export function csvQuery<F extends string>({ skip: _skip, take: _take, ...rest }: ListQueryParams<F>) {
  return rest;
}

type ListExportButtonProps<F extends string> = ListExport & {
  query: ListQueryParams<F>;
  disabled?: boolean;
};

/**
 * «Экспорт»: the list as a CSV file with its current search, filters and order, through the one client
 * (bearer token). While it arrives the button spins and counts what has come («Экспорт · 12 МБ»).
 */
export function ListExportButton<F extends string>({
  path,
  fileName,
  query,
  disabled,
}: ListExportButtonProps<F>) {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: () => apiDownload(path, fileName, csvQuery(query), setReceived),
    onMutate: () => setReceived(0),
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
  const busy = download.isPending;
  return (
    <Button
      icon="pi pi-download"
      label={busy && received > 0 ? texts.lists.exportProgress(formatFileSize(received)) : texts.lists.export}
      outlined
      loading={busy}
      disabled={disabled}
      onClick={() => download.mutate()}
    />
  );
}
