import { APPLICATION_STATUSES, type ApplicationStatus } from '@school/contracts';

/** A card picked up from the keyboard: where it is and the column it would be dropped into. */
export type BoardPick = { id: number; name: string; from: ApplicationStatus; target: ApplicationStatus };

/** What a key did: the next pick (null: none), what to announce, and a move to send when dropped. */
export type BoardKeyResult = {
  pick: BoardPick | null;
  announce?: { type: 'picked' | 'target' | 'cancelled' | 'stayed'; pick: BoardPick };
  move?: { id: number; from: ApplicationStatus; to: ApplicationStatus };
  /** The key belongs to the board (the page must not scroll or submit). */
  handled: boolean;
};

const PICK_KEYS = new Set([' ', 'Enter']);

/** The column `step` places away, stopping at the first and the last (the board does not wrap). */
export function neighbourColumn(status: ApplicationStatus, step: -1 | 1): ApplicationStatus {
  const index = APPLICATION_STATUSES.indexOf(status) + step;
  return APPLICATION_STATUSES[Math.min(Math.max(index, 0), APPLICATION_STATUSES.length - 1)]!;
}

/**
 * A key pressed on a focused card. Space/Enter picks it up; then ArrowLeft/ArrowRight choose the column,
 * Space/Enter drops it there (a move only when the column changed) and Escape puts it back.
 */
export function boardKey(
  pick: BoardPick | null,
  key: string,
  card: { id: number; name: string; status: ApplicationStatus },
): BoardKeyResult {
  const mine = pick?.id === card.id ? pick : null;
  if (!mine) {
    if (!PICK_KEYS.has(key)) return { pick, handled: false };
    const picked: BoardPick = { id: card.id, name: card.name, from: card.status, target: card.status };
    return { pick: picked, announce: { type: 'picked', pick: picked }, handled: true };
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const target = neighbourColumn(mine.target, key === 'ArrowLeft' ? -1 : 1);
    const next = { ...mine, target };
    return { pick: next, announce: { type: 'target', pick: next }, handled: true };
  }
  if (key === 'Escape') return { pick: null, announce: { type: 'cancelled', pick: mine }, handled: true };
  if (PICK_KEYS.has(key)) {
    if (mine.target === mine.from)
      return { pick: null, announce: { type: 'stayed', pick: mine }, handled: true };
    return { pick: null, move: { id: mine.id, from: mine.from, to: mine.target }, handled: true };
  }
  // Tab and the rest keep their meaning; arrows up/down would scroll away from the picked card.
  return { pick: mine, handled: key === 'ArrowUp' || key === 'ArrowDown' };
}
