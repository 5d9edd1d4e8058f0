/** The three Russian forms: for 1 (`урок`), for 2–4 (`урока`), for 5+ and 11–19 (`уроков`). */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The form of a noun that goes with `n` (spec §9): 1, 21, 101 → one; 2–4, 22–24 → few;
 * 0, 5–20, 11–14, 111 → many. Negatives follow their absolute value. Fractions take the `few`
 * form as Russian does (`1,5 урока`); NaN and ±Infinity take `many`.
 */
export function plural(n: number, forms: PluralForms): string {
  if (!Number.isFinite(n)) return forms[2];
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return forms[1];
  const lastTwo = abs % 100;
  const last = abs % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

const counts = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2, signDisplay: 'negative' });

/**
 * The count and its noun: `formatCount(5, ['урок', 'урока', 'уроков'])` → `'5 уроков'`. The number is
 * in ru-RU form with up to 2 decimals (`'1 000 уроков'` with a U+00A0 group separator, `'1,5 урока'`),
 * then a plain space. The form follows the number as shown (1.001 shows as `'1 урок'`).
 * NaN and ±Infinity give `'—'`.
 */
export function formatCount(n: number, forms: PluralForms): string {
  if (!Number.isFinite(n)) return '—';
  const shown = Math.round(n * 100) / 100;
  return `${counts.format(shown)} ${plural(shown, forms)}`;
}
