import { formatFileSize, type PaymentsStatisticsQuery, texts } from '@school/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { apiDownload } from '@/shared/api/api-transfer';
import { saveFile } from '@/shared/lib/save-file';
import { PAYMENT_STATISTICS_CSV } from '../sales-statistics.api';

/** «Экспорт CSV»: payment-statistics.csv for the page's period and grouping, counting the bytes received. */
export function StatisticsCsvButton({ query }: { query: PaymentsStatisticsQuery }) {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: () =>
      apiDownload(PAYMENT_STATISTICS_CSV.path, PAYMENT_STATISTICS_CSV.fileName, query, setReceived),
    onMutate: () => setReceived(0),
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
  const busy = download.isPending;
  const t = texts.salesStatistics;
  return (
    <Button
      icon="pi pi-download"
      label={busy && received > 0 ? t.exportProgress(formatFileSize(received)) : t.exportCsv}
      outlined
      loading={busy}
      onClick={() => download.mutate()}
    />
  );
}
