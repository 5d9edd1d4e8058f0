/** What money cells show when there is no amount. */
export const NO_MONEY = '—';

function rublesFormat(fractionDigits: 0 | 2) {
  return new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    // Never print "-0 ₽" for -0 or for amounts that round to zero.
    signDisplay: 'negative',
  });
}
const wholeRubles = rublesFormat(0);
const rublesAndKopecks = rublesFormat(2);

/** A plain decimal as PostgreSQL numeric columns serialise it; rules out '0x10', '1e3', 'Infinity'. */
const DECIMAL_PATTERN = /^-?\d+(?:\.\d+)?$/;

/**
 * Roubles in ru-RU form with 0–2 decimals (spec §9), exactly as Intl prints them: whole roubles without
 * decimals, anything with kopecks with both digits, so a column of amounts lines up —
 * `formatMoney(1234.5)` → `'1 234,50 ₽'`, `formatMoney(1000)` → `'1 000 ₽'`; spaces are U+00A0.
 * Negative amounts start with a hyphen-minus (`'-5 ₽'`); amounts are rounded half away from zero.
 * Accepts a number or a plain decimal string as the API sends numeric columns (`'1234.50'`, surrounding
 * spaces allowed). null, undefined, '', any other string, NaN and ±Infinity give `'—'`.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === null) return NO_MONEY;
  const hasKopecks = Math.round(Math.abs(amount) * 100) % 100 !== 0;
  return (hasKopecks ? rublesAndKopecks : wholeRubles).format(amount);
}

function toAmount(value: number | string | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value.trim())) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}
