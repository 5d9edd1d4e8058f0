import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CsvDeclaration } from './declaration';

/**
 * Helpers for a declaration's CSV cells. Every cell is formatted and escaped in SQL and written by COPY,
 * on PostgreSQL and on PGlite alike, so no row passes through JavaScript.
 */

/** A text cell; one starting with = + - @ (or tab / CR) gets a leading ' so spreadsheets show it as text. */
export function csvText(value: AnyPgColumn | SQL): SQL {
  return sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end`;
}

/** A timestamp as UTC text in a to_char `format` (e.g. `DD.MM.YYYY HH24:MI`). */
export function csvUtc(column: AnyPgColumn, format: string): SQL {
  return sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;
}

/** The cells as COPY's select list, named c0, c1, … */
export function csvCellList(csv: CsvDeclaration): SQL {
  return sql.join(
    csv.cells.map((cell, index) => sql`${'sql' in cell ? cell.sql : cell} as ${sql.raw(`c${index}`)}`),
    sql`, `,
  );
}

/** COPY's options: CSV with `;` (the separator Excel expects in ru-RU), the `quoted` cells always quoted. */
export function csvOptions(csv: CsvDeclaration): string {
  const quoted = csv.cells.flatMap((cell, index) => ('sql' in cell ? [`c${index}`] : []));
  return `FORMAT csv, DELIMITER ';'${quoted.length ? `, FORCE_QUOTE (${quoted.join(', ')})` : ''}`;
}
