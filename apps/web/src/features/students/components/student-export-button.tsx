import { texts } from '@school/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { apiDownload } from '@/shared/api/api-transfer';
import { saveFile } from '@/shared/lib/save-file';
import type { StudentsQuery } from '../students.api';

export const STUDENTS_CSV_NAME = 'users.csv';

/** What `/students/csv` is asked for: the list's search, filters and order; paging does not apply. */
export function csvQuery({ skip: _skip, take: _take, ...filters }: StudentsQuery) {
  return filters;
}

/** «Экспорт»: users.csv with the list's current filters, through the one client (bearer token). */
export function StudentExportButton({ query, disabled }: { query: StudentsQuery; disabled?: boolean }) {
  const download = useMutation({
    mutationFn: () => apiDownload('/students/csv', STUDENTS_CSV_NAME, csvQuery(query)),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  return (
    <Button
      icon="pi pi-download"
      label={texts.lists.export}
      outlined
      loading={download.isPending}
      disabled={disabled}
      onClick={() => download.mutate()}
    />
  );
}
