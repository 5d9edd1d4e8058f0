import { addDays } from './statistics-periods';

/**
 * For N days from `dateFrom` to `dateTo`, the N days before `dateFrom`: the period every card of the
 * statistics compares itself with.
 */
export function previousPeriod(dateFrom: string, dateTo: string): { dateFrom: string; dateTo: string } {
  const days = Math.round((Date.parse(dateTo) - Date.parse(dateFrom)) / 86_400_000) + 1;
  return { dateFrom: addDays(dateFrom, -days), dateTo: addDays(dateFrom, -1) };
}

/**
 * The state of two adjacent ranges' roll-up rows as the state of their union: `readStatisticsVersion`'s text
 * (`count.sum/count.sum`, payments' roll-up then sign-ups) is counts and sums of versions, so each adds up.
 */
export function addVersions(a: string, b: string): string {
  const parts = (version: string) => version.split('/').map((part) => part.split('.').map(BigInt));
  const [left, right] = [parts(a), parts(b)];
  return left.map((pair, index) => pair.map((value, k) => value + right[index]![k]!).join('.')).join('/');
}
