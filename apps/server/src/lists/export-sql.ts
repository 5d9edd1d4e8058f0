import type { ExportDecimal } from '@school/contracts';
import { SCHOOL_TIME_ZONE } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { CellKind, ExportCell } from './export-cells';

/**
 * The export cells in SQL: COPY writes every byte, so no row passes through JavaScript. `csvCellSql` is the
 * text a person's spreadsheet reads; `rawCellSql` is the value as machine text (dot decimals, ISO days and
 * moments), which the .xlsx writer turns into typed cells. cell-text.ts says the same in JavaScript for the
 * few exports built there.
 */
const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);

/** A text; one starting with = + - @ (or tab / CR) gets a leading ' so spreadsheets show it as text. */
export function csvText(value: SQL): SQL {
  return sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end`;
}

/** A phone as the screens show it: `+7 979 524-17-15`, other countries' numbers as stored. */
const phoneShown = (value: SQL) =>
  sql`regexp_replace(${value}, '^[+]7([0-9]{3})([0-9]{3})([0-9]{2})([0-9]{2})$', '+7 \\1 \\2-\\3-\\4')`;

/**
 * A phone after a tab, always quoted: Excel and LibreOffice open it as text with no visible mark (a leading
 * `+` is read as a formula, a `'` stays visible in a CSV). Only `+` and digits are stored (phoneSchema), so
 * nothing in it can run; anything else is a guarded text. docs/product-decisions.md, «Export».
 */
const csvPhone = (value: SQL) =>
  sql`case when ${value} ~ '^[+][0-9]+$' then chr(9) || ${phoneShown(value)} else ${csvText(value)} end`;

const withDecimal = (text: SQL, decimal: ExportDecimal) =>
  decimal === 'dot' ? text : sql`replace(${text}, '.', ',')`;

/** numeric's own text, never a float: money rounded to kopecks (`34900.00`). */
const numberText = (kind: CellKind, value: SQL) =>
  kind === 'money' ? sql`round((${value})::numeric, 2)::text` : sql`(${value})::numeric::text`;

export function csvCellSql({ kind, value }: ExportCell, decimal: ExportDecimal): SQL {
  switch (kind) {
    case 'text':
      return csvText(sql`(${value})::text`);
    case 'integer':
      return sql`(${value})::text`;
    case 'fraction':
    case 'money':
      return withDecimal(numberText(kind, value), decimal);
    case 'date':
      return sql`to_char(${value}, 'DD.MM.YYYY')`;
    case 'datetime':
      return sql`to_char((${value}) at time zone ${zone}, 'DD.MM.YYYY HH24:MI')`;
    case 'phone':
      return csvPhone(sql`(${value})::text`);
  }
}

export function rawCellSql({ kind, value }: ExportCell): SQL {
  switch (kind) {
    case 'text':
    case 'integer':
      return sql`(${value})::text`;
    case 'fraction':
    case 'money':
      return numberText(kind, value);
    case 'date':
      return sql`to_char(${value}, 'YYYY-MM-DD')`;
    case 'datetime':
      return sql`to_char((${value}) at time zone ${zone}, 'YYYY-MM-DD"T"HH24:MI:00')`;
    case 'phone':
      return phoneShown(sql`(${value})::text`);
  }
}

/** Cells as COPY's select list, named c0, c1, … */
export function cellList(cells: readonly ExportCell[], write: (cell: ExportCell) => SQL): SQL {
  return sql.join(
    cells.map((cell, index) => sql`${write(cell)} as ${sql.raw(`c${index}`)}`),
    sql`, `,
  );
}

/** COPY's options: CSV with `;` (the separator Excel expects in ru-RU), phones always quoted. */
export function copyOptions(cells: readonly ExportCell[]): string {
  const quoted = cells.flatMap((cell, index) => (cell.kind === 'phone' ? [`c${index}`] : []));
  return `FORMAT csv, DELIMITER ';'${quoted.length ? `, FORCE_QUOTE (${quoted.join(', ')})` : ''}`;
}
