/**
 * numeric(12,2) text ⇄ whole kopecks, for the comparisons a refund makes in JavaScript: `'1234.50'` is
 * 123450 kopecks, exactly (an integer far below 2⁵³), never a float sum of roubles.
 */
export function kopecksOfText(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`not a money text: ${text}`);
  const kopecks = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -kopecks : kopecks;
}

/** Whole kopecks as numeric text: 123450 → `'1234.50'`. */
export function textOfKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const whole = Math.abs(kopecks);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
