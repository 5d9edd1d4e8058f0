import type { SearchItem, SearchKind } from '@school/contracts/search';
import { STORAGE_KEYS } from '@/shared/session/storage-keys';

/** A record opened from the search, remembered for the empty palette (newest first, per staff member). */
export type RecentItem = SearchItem & { kind: SearchKind };

export const RECENT_MAX = 6;

export function readRecent(staffId: number | undefined): RecentItem[] {
  if (staffId === undefined) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.searchRecent(staffId)) ?? '[]');
    return Array.isArray(stored) ? (stored as RecentItem[]).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (once) and keeps the newest RECENT_MAX. */
export function rememberRecent(staffId: number | undefined, item: RecentItem): void {
  if (staffId === undefined) return;
  const others = readRecent(staffId).filter((kept) => !(kept.kind === item.kind && kept.id === item.id));
  const next = [item, ...others].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(STORAGE_KEYS.searchRecent(staffId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the recent list.
  }
}
