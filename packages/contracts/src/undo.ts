import { z } from 'zod';

/** How long «Отменить» stays on the toast after a destructive action (issue 32, item 3). */
export const UNDO_SECONDS = 10;
/** The server keeps an offer a little longer than the toast shows it: the click may be on its way. */
export const UNDO_GRACE_SECONDS = 5;

/**
 * What a destructive action answers besides its result: the token of its undo, until when the toast offers it,
 * and what left the system already and so is not undone (mail sent, sessions ended) in the toast's words.
 */
export const undoOfferSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  notUndone: z.array(z.string()),
});
export type UndoOffer = z.infer<typeof undoOfferSchema>;

/** `POST /api/undo/{token}`: what was put back. */
export const undoResultSchema = z.object({
  action: z.string(),
  entity: z.string(),
  ids: z.array(z.number().int()),
});
export type UndoResult = z.infer<typeof undoResultSchema>;

export const undoTokenParamsSchema = z.object({ token: z.string().min(16).max(64) });

export const UNDO_MESSAGES = {
  gone: 'Отменить уже нельзя: прошло больше 10 секунд или действие уже отменено',
  changedBy: (name: string) => `Отменить нельзя: ${name} уже изменил(а) эти данные`,
  changed: 'Отменить нельзя: данные уже изменились',
} as const;

/** A delete's answer when it has nothing else to say: its «Отменить». */
export const recordDeleteResponseSchema = z.object({ undo: undoOfferSchema });
