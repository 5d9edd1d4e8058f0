/** The list kit: a list, its total and its CSV from a declaration (README.md, decision 005). */
export { csvText, csvUtc } from './csv-cells';
export type { CsvDeps } from './csv-export';
// A small CSV computed in JavaScript (a statistic's few rows) is written with the same BOM, separator and quoting.
export { CSV_BOM, csvLine } from './csv-format';
export { sendCsv } from './csv-reply';
export type { Bind, FilterParts, ListDeclaration, ListQuery } from './declaration';
export { defineList, type List } from './define-list';
export { isoTimestamp } from './iso-timestamp';
export type { CountedPage } from './total';
