import { type ExportFormat, exportFilename, type PaymentsStatisticsQuery } from '@school/contracts';
import { salesStatisticsTexts } from '@school/contracts/texts/sales-statistics';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiDownload } from '@/shared/api/api-transfer';
import { saveFile } from '@/shared/lib/save-file';
import { ExportButtons } from '@/shared/lists/export-buttons';
import { PAYMENT_STATISTICS_CSV } from '../sales-statistics.api';

/**
 * «Экспорт CSV» and «Файл Excel (.xlsx)»: payment-statistics for the page's period and grouping, counting the
 * bytes received.
 */
export function StatisticsCsvButton({ query }: { query: PaymentsStatisticsQuery }) {
  const [received, setReceived] = useState(0);
  const download = useMutation({
    mutationFn: (format: ExportFormat) =>
      apiDownload(
        PAYMENT_STATISTICS_CSV.path,
        exportFilename(PAYMENT_STATISTICS_CSV.fileName, format),
        { ...query, format },
        setReceived,
      ),
    onMutate: () => setReceived(0),
    onSuccess: (file) => saveFile(file.blob, file.fileName),
  });
  const t = salesStatisticsTexts.salesStatistics;
  return (
    <ExportButtons
      csvLabel={t.exportCsv}
      csvProgress={t.exportProgress}
      busy={download.isPending ? (download.variables ?? null) : null}
      received={received}
      onExport={(format) => download.mutate(format)}
    />
  );
}
