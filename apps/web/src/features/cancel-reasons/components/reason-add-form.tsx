import { CANCEL_REASON_TITLE_MAX } from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useId, useState } from 'react';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCreateCancelReason } from '../cancel-reasons.api';
import { checkReasonTitle } from '../lib/reason-title';

const t = cancelReasonsTexts.cancelReasons;

/** «Новая причина»: typed and added last. */
export function ReasonAddForm() {
  const create = useCreateCancelReason();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReasonTitle(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    create.mutate(checked.title, {
      onSuccess: () => {
        setText('');
        showSuccess(t.added);
      },
    });
  };

  return (
    <form className="cancel-reasons__add" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="app-visually-hidden">
        {t.newReason}
      </label>
      <InputText
        id={inputId}
        value={text}
        maxLength={CANCEL_REASON_TITLE_MAX}
        placeholder={t.newReasonPlaceholder}
        invalid={error !== null}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" icon="pi pi-plus" label={t.add} loading={create.isPending} />
      {error && (
        <small id={errorId} className="p-error cancel-reasons__add-error" role="alert">
          {error}
        </small>
      )}
    </form>
  );
}
