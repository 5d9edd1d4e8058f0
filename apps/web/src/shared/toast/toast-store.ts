import { texts, type UndoOffer } from '@school/contracts';
import { createStore } from '../lib/create-store';

export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

/** Spec §3 "Toast: severity, summary, detail"; sticky ones stay until closed. */
export type ToastMessage = {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  sticky?: boolean;
  /** A server error's request id, shown small and selectable under the detail («Код запроса: …»). */
  requestId?: string;
  /** A destructive action's «Отменить» (issue 32): the toast stays while the offer lasts. */
  undo?: { offer: UndoOffer; onUndone: () => void };
  /** One next step under the text («Открыть» a restored record); the click also closes the toast. */
  action?: { label: string; onClick: () => void };
};

/** Toasts waiting to be shown or on screen; one is removed from here when its toast is hidden. */
export const toastStore = createStore<ToastMessage[]>([]);
let nextId = 1;

/** Spec §4: a toast is shown only when its summary is longer than 1 character. */
export function shouldShowToast(message: Pick<ToastMessage, 'summary'>): boolean {
  return message.summary.trim().length > 1;
}

/** Queues a toast; returns false (and queues nothing) when the rule above says it is not to be shown. */
export function showToast(message: Omit<ToastMessage, 'id'>): boolean {
  if (!shouldShowToast(message)) return false;
  const id = nextId++;
  toastStore.set((list) => [...list, { ...message, id }]);
  return true;
}

export function showSuccess(detail: string, action?: ToastMessage['action']): boolean {
  return showToast({
    severity: 'success',
    summary: texts.common.success,
    detail,
    ...(action ? { action } : {}),
  });
}

export function showError(detail: string, requestId?: string): boolean {
  return showToast({
    severity: 'error',
    summary: texts.common.error,
    detail,
    ...(requestId ? { requestId } : {}),
  });
}

/**
 * After a delete or a bulk change: «Удалено» with «Отменить» for the offer's seconds; `onUndone` refetches
 * what shows the records once they are back.
 */
export function showUndo(detail: string, offer: UndoOffer, onUndone: () => void): boolean {
  return showToast({ severity: 'success', summary: texts.common.success, detail, undo: { offer, onUndone } });
}

/** Called when a toast is hidden: the store forgets it (spec §4 "cleared when hidden"). */
export function clearToast(id: number): void {
  toastStore.set((list) => list.filter((message) => message.id !== id));
}
