import { type ExportFormat, formatFileSize, texts } from '@school/contracts';
import { Button } from 'primereact/button';

type ExportButtonsProps = {
  /** The CSV button's label and its label while the file arrives. */
  csvLabel: string;
  csvProgress: (size: string) => string;
  /** The format being downloaded, if any, and how many bytes have come. */
  busy: ExportFormat | null;
  received: number;
  disabled?: boolean | undefined;
  onExport: (format: ExportFormat) => void;
};

// A fieldset for its group role, without the form frame.
const GROUP = { border: 0, margin: 0, padding: 0, minWidth: 0, display: 'inline-flex' } as const;

/**
 * Every export's two buttons: the CSV («Экспорт») and the same file as an Excel workbook. Plain buttons in
 * one labelled group, so each is a Tab stop and a keypress away; the busy one counts the bytes received.
 */
export function ExportButtons({
  csvLabel,
  csvProgress,
  busy,
  received,
  disabled,
  onExport,
}: ExportButtonsProps) {
  const label = (format: ExportFormat, idle: string, progress: (size: string) => string) =>
    busy === format && received > 0 ? progress(formatFileSize(received)) : idle;
  return (
    <fieldset className="p-buttonset" style={GROUP} aria-label={texts.lists.exportFormats}>
      <Button
        icon="pi pi-download"
        label={label('csv', csvLabel, csvProgress)}
        outlined
        loading={busy === 'csv'}
        disabled={disabled || busy === 'xlsx'}
        onClick={() => onExport('csv')}
      />
      <Button
        icon="pi pi-file-excel"
        label={label('xlsx', texts.lists.exportXlsx, texts.lists.exportXlsxProgress)}
        outlined
        loading={busy === 'xlsx'}
        disabled={disabled || busy === 'csv'}
        onClick={() => onExport('xlsx')}
      />
    </fieldset>
  );
}
