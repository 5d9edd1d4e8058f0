import { type UndoOffer, undoResultSchema } from '@school/contracts';
import { undoTexts } from '@school/contracts/texts/undo';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/api-client';
import { notifyError } from '../api/notify-error';
import { showSuccess } from './toast-store';

const t = undoTexts.undo;

const secondsUntil = (instant: string) => Math.max(0, Math.ceil((Date.parse(instant) - Date.now()) / 1000));

type UndoDetailProps = {
  detail: string;
  offer: UndoOffer;
  /** After the server put the records back: refetch what shows them. */
  onUndone: () => void;
  /** Takes the toast away (the seconds are over, or the undo is done). */
  dismiss: () => void;
};

/**
 * The text of a destructive action's toast with «Отменить» and the seconds left (spec §9's sticky toast):
 * what will not come back is named; the countdown is not read aloud each second, the button is.
 */
export function UndoDetail({ detail, offer, onUndone, dismiss }: UndoDetailProps) {
  const [left, setLeft] = useState(() => secondsUntil(offer.expiresAt));
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (busy) return;
    if (left <= 0) return dismiss();
    const timer = setTimeout(() => setLeft(secondsUntil(offer.expiresAt)), 1000);
    return () => clearTimeout(timer);
  }, [left, busy, offer.expiresAt, dismiss]);

  const undo = async () => {
    setBusy(true);
    try {
      await apiRequest(`/undo/${offer.token}`, { method: 'POST', schema: undoResultSchema });
      dismiss();
      onUndone();
      showSuccess(t.done);
    } catch (error) {
      dismiss();
      notifyError(error);
    }
  };

  return (
    <span className="app-undo">
      <span>{detail}</span>
      {offer.notUndone.length > 0 && (
        <small className="app-undo__kept">{t.notUndone(offer.notUndone.join(', '))}</small>
      )}
      <span className="app-undo__row">
        <Button
          type="button"
          size="small"
          icon="pi pi-undo"
          label={t.action}
          loading={busy}
          onClick={undo}
          className="app-undo__button"
        />
        <span className="app-undo__left" aria-hidden="true">
          {t.secondsLeft(left)}
        </span>
      </span>
    </span>
  );
}
