import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An export's column is a typed cell: what its value is, not how it is written. The one writer turns each
 * kind into CSV text in SQL (export-sql.ts) and into a typed .xlsx cell (xlsx-writer.ts), so every file
 * writes money, days, moments and phones the same way.
 *
 * - `text`: any text (guarded against formulas in a CSV);
 * - `integer`, `fraction`, `money`: numbers (`fraction` and `money` with the decimal comma in a CSV; money
 *   always with 2 decimals, RUB in an .xlsx);
 * - `date`: a calendar day (a `date` value: for a moment, its school day through `schoolDayOf`);
 * - `datetime`: a moment (timestamptz), on the school's clock (Europe/Moscow), to the minute;
 * - `phone`: a stored phone (`+` and digits), shown as the screens show it, always text.
 */
export const CELL_KINDS = ['text', 'integer', 'fraction', 'money', 'date', 'datetime', 'phone'] as const;
export type CellKind = (typeof CELL_KINDS)[number];

export interface ExportCell {
  kind: CellKind;
  value: SQL;
}

type Value = AnyPgColumn | SQL;
const of =
  (kind: CellKind) =>
  (value: Value): ExportCell => ({ kind, value: sql`${value}` });

/** `case value when 'key' then 'label' … end`: an enum by its Russian label (codes and labels are the product's own). */
function label(value: Value, labels: Record<string, string>): ExportCell {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const whens = Object.entries(labels)
    .map(([key, shown]) => `when ${quote(key)} then ${quote(shown)}`)
    .join(' ');
  return { kind: 'text', value: sql`case ${value} ${sql.raw(whens)} end` };
}

export const cell = {
  text: of('text'),
  label,
  integer: of('integer'),
  fraction: of('fraction'),
  money: of('money'),
  date: of('date'),
  datetime: of('datetime'),
  phone: of('phone'),
};
