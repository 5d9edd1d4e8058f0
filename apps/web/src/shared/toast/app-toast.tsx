import { TOAST_LIFE_MS, texts } from '@school/contracts';
import { type ToastMessage as PrimeToastMessage, Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useStore } from '../lib/create-store';
import { clearToast, type ToastMessage, toastStore } from './toast-store';
import './toast.css';

function toPrime(message: ToastMessage): PrimeToastMessage {
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

  useEffect(() => {
    const fresh = messages.filter((message) => !shown.current.has(message.id));
    if (fresh.length === 0) return;
    for (const message of fresh) shown.current.add(message.id);
    ref.current?.show(fresh.map(toPrime));
  }, [messages]);

  const forget = (message: PrimeToastMessage) => {
    const id = Number(message.id);
    shown.current.delete(id);
    clearToast(id);
  };

  return <Toast ref={ref} position="top-right" onRemove={forget} className="app-toast" />;
}
