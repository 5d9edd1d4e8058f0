import { ANSWER_MAX, answerTextSchema, texts } from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, useId, useState } from 'react';

const t = questionsTexts.questions;

type AnswerFormProps = {
  questionId: number;
  initial: string;
  /** «Ответить» for a new answer, «Сохранить ответ» when editing one. */
  submitLabel: string;
  saving: boolean;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
};

/** The answer's textarea with its counter; the contract's schema checks it before it is sent. */
export function AnswerForm({
  questionId,
  initial,
  submitLabel,
  saving,
  onSubmit,
  onCancel,
}: AnswerFormProps) {
  const [text, setText] = useState(initial);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const checked = answerTextSchema.safeParse(text);
  const error = touched && !checked.success ? checked.error.issues[0]?.message : undefined;
  const length = text.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (checked.success) onSubmit(checked.data);
  };

  return (
    <form className="app-answer-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="app-visually-hidden">
        {t.answerLabel}
      </label>
      <InputTextarea
        id={id}
        name={`answer-${questionId}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(text !== initial)}
        placeholder={t.answerPlaceholder}
        rows={3}
        autoResize
        maxLength={ANSWER_MAX + 200}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
      />
      <div className="app-answer-form__foot">
        <small id={`${id}-error`} className="p-error" role={error ? 'alert' : undefined}>
          {error}
        </small>
        <small
          id={`${id}-counter`}
          className={`app-answer-form__counter${length > ANSWER_MAX ? ' p-error' : ''}`}
        >
          {t.counter(length, ANSWER_MAX)}
        </small>
      </div>
      <div className="app-answer-form__actions">
        {onCancel && (
          <Button type="button" label={texts.common.cancel} text onClick={onCancel} disabled={saving} />
        )}
        <Button
          type="submit"
          icon="pi pi-send"
          label={submitLabel}
          loading={saving}
          disabled={length === 0}
        />
      </div>
    </form>
  );
}
