import { Readable } from 'node:stream';
import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS } from '@school/contracts';
import { CSV_BOM, csvLine } from '../../lists';
import type { PaymentsStatisticsFigures, PeriodFigures } from './sales-statistics.service';

export const PAYMENT_STATISTICS_CSV = 'payment-statistics.csv';

const HEADER = [
  'Период с',
  'Период по',
  'Регистрации',
  'Первые оплаты',
  'Сумма первых оплат',
  'Автосписания',
  'Сумма автосписаний',
  'Сумма',
  'Возвраты',
  'Сумма возвратов',
  'Чистая сумма',
  ...PAYMENT_PROVIDERS.map((provider) => PAYMENT_PROVIDER_LABELS[provider]),
];

const russianDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Money is SQL's numeric text as it is (`1234.50`), the same figures the JSON carries as numbers. */
function periodLine(period: PeriodFigures): string {
  return csvLine([
    russianDay(period.start),
    russianDay(period.end),
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
  ]);
}

/** payment-statistics.csv: one row per period (at most STATISTICS_MAX_DAYS rows, so built whole). */
export function paymentStatisticsCsv({ periods }: PaymentsStatisticsFigures): Readable {
  return Readable.from([CSV_BOM + csvLine(HEADER) + periods.map(periodLine).join('')], { objectMode: false });
}
