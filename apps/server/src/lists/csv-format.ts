/** The BOM makes Excel read the file as UTF-8 (Russian text); `;` is the separator Excel expects in ru-RU. */
export const CSV_BOM = '\uFEFF';
export const CSV_DELIMITER = ';';

/** Quotes a cell the way PostgreSQL's COPY … CSV does: when it holds ; " CR or LF, or is an empty string. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value === '' || /[";\r\n]/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  return value;
}

export function csvLine(cells: ReadonlyArray<string | null | undefined>): string {
  return `${cells.map(csvCell).join(CSV_DELIMITER)}\n`;
}
