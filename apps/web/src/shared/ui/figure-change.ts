import { formatMoney, texts } from '@school/contracts';

export type FigureKind = 'money' | 'count' | 'percent';
export type FigureChangeDirection = 'up' | 'down' | 'same' | 'new';
export type FigureChange = { direction: FigureChangeDirection; text: string };

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const share = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const points = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
/** U+2212 for a fall, so «−3 %» reads as a minus, not a hyphen. */
const sign = (value: number) => (value > 0 ? '+' : '−');
const signed = (value: number) => `${sign(value)}${percent.format(Math.abs(value))}\u00a0%`;

/** A figure as a card shows it: money in roubles, a count grouped in thousands, a ratio (0.045) as «4,5 %». */
export function formatFigure(value: number | string, kind: FigureKind): string {
  if (kind === 'money') return formatMoney(value);
  if (kind === 'percent') return share.format(Number(value));
  return percent.format(Number(value));
}

/**
 * The change of a figure against the previous period of the same length, as one line of text (the card's
 * last line, read as it is by a screen reader; the section's hint names the period compared with):
 * «+12 % (было 1 000 ₽)», «Без изменений (5)», «Раньше не было» when the previous was zero and this one is not.
 * A ratio changes by percentage points: «+1,5 п. п. (было 4 %)» (a per cent of a per cent would mislead).
 */
export function figureChange(
  current: number | string,
  previous: number | string,
  kind: FigureKind,
): FigureChange {
  const now = Number(current);
  const before = Number(previous);
  const was = formatFigure(before, kind);
  if (now === before) return { direction: 'same', text: texts.figures.same(was) };
  const direction = now > before ? 'up' : 'down';
  if (kind === 'percent') {
    const change = (now - before) * 100;
    const shown = Math.abs(change) < 0.05 ? Math.sign(change) * 0.1 : change;
    return {
      direction,
      text: texts.figures.changed(texts.figures.points(sign(change), points.format(Math.abs(shown))), was),
    };
  }
  if (before === 0) return { direction: 'new', text: texts.figures.fromZero };
  const change = ((now - before) / Math.abs(before)) * 100;
  // A change below half a per cent still says which way it went.
  const shown = Math.abs(change) < 0.5 ? Math.sign(change) : Math.round(change);
  return { direction, text: texts.figures.changed(signed(shown), was) };
}
