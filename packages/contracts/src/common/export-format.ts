import { z } from 'zod';

/**
 * How an export is written, beside a list's filters (`?format=xlsx&decimal=dot`). The CSV's money and
 * fractions use the decimal comma a ru-RU spreadsheet reads as numbers; `decimal=dot` is for machines.
 * An .xlsx has typed cells, so `decimal` does not apply to it.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_DECIMALS = ['comma', 'dot'] as const;
export type ExportDecimal = (typeof EXPORT_DECIMALS)[number];

export const exportOptionsShape = {
  format: z.enum(EXPORT_FORMATS).default('csv'),
  decimal: z.enum(EXPORT_DECIMALS).default('comma'),
};
export type ExportOptions = { format: ExportFormat; decimal: ExportDecimal };

/** An .xlsx sheet holds 1,048,576 rows: the header and 1,048,575 data rows. */
export const XLSX_MAX_DATA_ROWS = 1_048_575;

/** A query schema (refinements kept) that also takes the export's options. */
export function withExportOptions<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
): z.ZodObject<z.core.util.Extend<Shape, typeof exportOptionsShape>, Config> {
  // safeExtend's own generic check does not resolve over an unknown Shape; the result is exactly this type.
  return (schema as z.ZodObject).safeExtend(exportOptionsShape) as never;
}

/** The file's name in the format: `users.csv` → `users.xlsx`. */
export const exportFilename = (csvName: string, format: ExportFormat): string =>
  format === 'xlsx' ? csvName.replace(/\.csv$/, '.xlsx') : csvName;

/** The 400's field message past XLSX_MAX_DATA_ROWS: the CSV has no such limit. */
export const XLSX_TOO_MANY_ROWS =
  'В файл Excel помещается не больше 1 048 575 строк: сузьте фильтры или выгрузите CSV';
