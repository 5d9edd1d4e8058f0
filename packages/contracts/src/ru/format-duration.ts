const MINUTE_MS = 60_000;

/**
 * A span of time the way a queue reads it, two units at most: `'меньше минуты'`, `'45 мин'`, `'1 ч 20 мин'`,
 * `'3 ч'`, `'2 дн. 4 ч'`. Whole minutes, rounded down; a negative span reads as none.
 */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.max(ms, 0) / MINUTE_MS);
  if (minutes < 1) return 'меньше минуты';
  if (minutes < 60) return `${minutes} мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} ч` : `${hours} ч ${minutes % 60} мин`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} дн.` : `${days} дн. ${hours % 24} ч`;
}
