import { Readable } from 'node:stream';
import { type ExportOptions, PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '@school/contracts';
import { type CellKind, CSV_BOM, csvLine, csvRow, xlsxDownload } from '../../lists';
import type { PaymentsStatisticsFigures, PeriodFigures } from './sales-statistics.service';

export const PAYMENT_STATISTICS_CSV = 'payment-statistics.csv';

/** The columns: their headers and kinds, the one writer's cells (lists/export-cells.ts). */
const COLUMNS: readonly (readonly [string, CellKind])[] = [
  ['Период с', 'date'],
  ['Период по', 'date'],
  ['Регистрации', 'integer'],
  ['Первые оплаты', 'integer'],
  ['Сумма первых оплат', 'money'],
  ['Автосписания', 'integer'],
  ['Сумма автосписаний', 'money'],
  ['Сумма', 'money'],
  ['Возвраты', 'integer'],
  ['Сумма возвратов', 'money'],
  ['Чистая сумма', 'money'],
  ...PAYMENT_PROVIDERS.map((provider) => [PAYMENT_PROVIDER_LABELS[provider], 'money'] as const),
];
const HEADER = COLUMNS.map(([header]) => header);
const KINDS = COLUMNS.map(([, kind]) => kind);

/** A period's raw values: SQL's numeric text (`1234.50`) and ISO days, as the JSON's figures. */
function periodValues(period: PeriodFigures): string[] {
  return [
    period.start,
    period.end,
    period.countSingUp,
    period.countFirstPaySubscriptions,
    period.sumAmountFirstPaySubscriptions,
    period.countNextPaySubscriptions,
    period.sumAmountNextPaySubscriptions,
    period.sumAmount,
    period.countRefunds,
    period.sumRefunds,
    period.sumNet,
    ...PAYMENT_PROVIDERS.map((provider) => period.byProvider[provider]),
  ];
}

/**
 * payment-statistics.csv or .xlsx: one row per period (at most STATISTICS_MAX_DAYS rows, so built whole),
 * written by the same cells as every list's export.
 */
export function paymentStatisticsExport(
  { periods }: PaymentsStatisticsFigures,
  { format, decimal }: ExportOptions,
): Promise<Readable> {
  const rows = periods.map(periodValues);
  if (format === 'xlsx') return xlsxDownload({ header: HEADER, kinds: KINDS }, toBatches(rows));
  const text = CSV_BOM + csvLine(HEADER) + rows.map((row) => csvRow(KINDS, row, decimal)).join('');
  return Promise.resolve(Readable.from([text], { objectMode: false }));
}

async function* toBatches(rows: string[][]): AsyncGenerator<string[][]> {
  yield rows;
}
