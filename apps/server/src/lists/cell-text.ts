import type { ExportDecimal } from '@school/contracts';
import { CSV_DELIMITER, csvCell } from './csv-format';
import type { CellKind } from './export-cells';

/**
 * The export writer in JavaScript, for the few exports whose rows are computed there (a statistic's
 * periods): a raw value (rawCellSql's text: dot decimals, ISO days and moments) to the CSV text that
 * csvCellSql gives in SQL. The two are tested against each other.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

function kopecks(raw: string): string {
  const [whole = '0', part = ''] = raw.split('.');
  return `${whole}.${part.padEnd(2, '0').slice(0, 2)}`;
}

export function csvCellText(kind: CellKind, raw: string | null, decimal: ExportDecimal): string | null {
  if (raw === null) return null;
  switch (kind) {
    case 'text':
      return FORMULA_START.test(raw) ? `'${raw}` : raw;
    case 'integer':
      return raw;
    case 'fraction':
    case 'money': {
      const text = kind === 'money' ? kopecks(raw) : raw;
      return decimal === 'dot' ? text : text.replace('.', ',');
    }
    case 'date':
      return day(raw);
    case 'datetime':
      return `${day(raw)} ${raw.slice(11, 16)}`;
    case 'phone':
      // Raw phones come as stored (`+79795241715`) or as the screens show them (`+7 979 524-17-15`).
      return /^\+[0-9][0-9 -]*$/.test(raw)
        ? `\t${raw.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2-$3-$4')}`
        : csvCellText('text', raw, decimal);
  }
}

/** One CSV line of raw values by kind, quoted as COPY quotes them (phones always). */
export function csvRow(
  kinds: readonly CellKind[],
  raws: ReadonlyArray<string | number | null>,
  decimal: ExportDecimal,
): string {
  const cells = kinds.map((kind, index) => {
    const raw = raws[index];
    const text = csvCellText(kind, raw === null || raw === undefined ? null : String(raw), decimal);
    return kind === 'phone' && text !== null ? `"${text.replace(/"/g, '""')}"` : csvCell(text);
  });
  return `${cells.join(CSV_DELIMITER)}\n`;
}
