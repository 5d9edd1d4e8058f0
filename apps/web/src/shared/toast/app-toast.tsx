import { TOAST_LIFE_MS, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { type ToastMessage as PrimeToastMessage, Toast } from 'primereact/toast';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useStore } from '../lib/create-store';
import { clearToast, type ToastMessage, toastStore } from './toast-store';
import './toast.css';

// Only a destructive action's toast needs it: loaded then, not with every page (first-load.spec.ts).
const UndoDetail = lazy(() => import('./undo-detail').then((module) => ({ default: module.UndoDetail })));

function toPrime(message: ToastMessage, dismiss: (id: string) => void): PrimeToastMessage {
  const id = String(message.id);
  if (message.undo) {
    return {
      id,
      severity: message.severity,
      summary: message.summary,
      detail: (
        <Suspense fallback={message.detail}>
          <UndoDetail
            detail={message.detail ?? ''}
            offer={message.undo.offer}
            onUndone={message.undo.onUndone}
            dismiss={() => dismiss(id)}
          />
        </Suspense>
      ),
      sticky: true,
      closable: true,
    };
  }
  if (message.action) {
    const { label, onClick } = message.action;
    return {
      id,
      severity: message.severity,
      summary: message.summary,
      detail: (
        <span className="app-toast-action">
          <span>{message.detail}</span>
          <Button
            type="button"
            size="small"
            label={label}
            onClick={() => {
              onClick();
              dismiss(id);
            }}
          />
        </span>
      ),
      sticky: message.sticky,
      life: TOAST_LIFE_MS,
      closable: true,
    };
  }
  return {
    id: String(message.id),
    severity: message.severity,
    summary: message.summary,
    detail: message.requestId ? (
      <>
        {message.detail}
        <small className="app-toast-request-id">
          {texts.common.requestId}: <span className="app-toast-request-id__value">{message.requestId}</span>
        </small>
      </>
    ) : (
      message.detail
    ),
    sticky: message.sticky,
    life: TOAST_LIFE_MS,
    closable: true,
  };
}

/** The single Toast of the app (mounted once in the providers). PrimeReact pauses the timer on hover. */
export function AppToast() {
  const ref = useRef<Toast>(null);
  const shown = useRef(new Set<number>());
  const messages = useStore(toastStore);
  // PrimeReact removes a toast by the very message it showed (compared by value, `id` first): kept by id.
  const onScreen = useRef(new Map<string, PrimeToastMessage>());
  const dismiss = useCallback((id: string) => {
    const message = onScreen.current.get(id);
    if (message) ref.current?.remove(message);
  }, []);

  useEffect(() => {
    const fresh = messages.filter((message) => !shown.current.has(message.id));
    if (fresh.length === 0) return;
    for (const message of fresh) shown.current.add(message.id);
    const prime = fresh.map((message) => toPrime(message, dismiss));
    for (const message of prime) onScreen.current.set(String(message.id), message);
    ref.current?.show(prime);
  }, [messages, dismiss]);

  const forget = (message: PrimeToastMessage) => {
    const id = Number(message.id);
    shown.current.delete(id);
    onScreen.current.delete(String(id));
    clearToast(id);
  };

  return <Toast ref={ref} position="top-right" onRemove={forget} className="app-toast" />;
}
