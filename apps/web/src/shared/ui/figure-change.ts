import { formatMoney, texts } from '@school/contracts';

export type FigureKind = 'money' | 'count';
export type FigureChangeDirection = 'up' | 'down' | 'same' | 'new';
export type FigureChange = { direction: FigureChangeDirection; text: string };

const percent = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
/** U+2212 for a fall, so «−3 %» reads as a minus, not a hyphen. */
const signed = (value: number) => `${value > 0 ? '+' : '−'}${percent.format(Math.abs(value))}\u00a0%`;

/** A figure as a card shows it: money in roubles, a count grouped in thousands. */
export function formatFigure(value: number | string, kind: FigureKind): string {
  return kind === 'money' ? formatMoney(value) : percent.format(Number(value));
}

/**
 * The change of a figure against the previous period of the same length, as one line of text (the card's
 * last line, read as it is by a screen reader; the section's hint names the period compared with):
 * «+12 % (было 1 000 ₽)», «Без изменений (5)», «Раньше не было» when the previous was zero and this one is not.
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
  if (before === 0) return { direction: 'new', text: texts.figures.fromZero };
  const change = ((now - before) / Math.abs(before)) * 100;
  // A change below half a per cent still says which way it went.
  const shown = Math.abs(change) < 0.5 ? Math.sign(change) : Math.round(change);
  return { direction: now > before ? 'up' : 'down', text: texts.figures.changed(signed(shown), was) };
}
