/** The list kit: a list, its total and its exports from a declaration (README.md, decision 005). */
export { csvRow } from './cell-text';
export type { CsvDeps } from './csv-export';
// A small export computed in JavaScript (a statistic's few rows) is written with the same BOM, separator and quoting.
export { CSV_BOM, csvLine } from './csv-format';
export type { Bind, FeedDeclaration, FilterParts, ListDeclaration, ListQuery } from './declaration';
export { defineFeed, type Feed } from './define-feed';
export { defineList, type List } from './define-list';
export { type CellKind, cell } from './export-cells';
export { assertFitsXlsx, sendExport, XLSX_TYPE } from './export-reply';
export { isoTimestamp } from './iso-timestamp';
export { listExport } from './list-export';
export type { CountedPage } from './total';
export { xlsxDownload } from './xlsx-writer';
