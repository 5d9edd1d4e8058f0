import { formatDate } from '@school/contracts';

/** What one entry of a timeline needs: the API's shape of a record's story (contracts `historyEntrySchema`). */
export type TimelineEntry<T extends string> = {
  id: string;
  at: string;
  type: T;
  title: string;
  details: string | null;
  actor: { id: number; name: string } | null;
  link: string | null;
};

export type TimelineDay<E> = { day: string; entries: E[] };

/** Entries (newest first) grouped by their day in ru-RU, the days in the entries' order. */
export function groupByDay<E extends { at: string }>(
  entries: readonly E[],
  timeZone?: string,
): TimelineDay<E>[] {
  const days: TimelineDay<E>[] = [];
  for (const entry of entries) {
    const day = formatDate(entry.at, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

const TIME = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `14:05`: an entry's time under its day. */
export const formatTime = (at: string) => TIME.format(new Date(at));

/** The `types` filter of the URL (`payment,refund`) as a set; empty = every type. */
export function readTypes<T extends string>(value: string | undefined, known: readonly T[]): T[] {
  if (!value) return [];
  const named = new Set(value.split(','));
  return known.filter((type) => named.has(type));
}

/** One type switched on or off; every type on is the same as none (no filter). */
export function toggleType<T extends string>(
  chosen: readonly T[],
  type: T,
  known: readonly T[],
): string | null {
  const next = chosen.includes(type) ? chosen.filter((one) => one !== type) : [...chosen, type];
  if (next.length === 0 || next.length === known.length) return null;
  return known.filter((one) => next.includes(one)).join(',');
}
