import { type ContentSection, FAQ_QUESTION_MAX } from '@school/contracts';
import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import { Button } from 'primereact/button';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/api/error-text';
import { showSuccess } from '@/shared/toast/toast-store';
import { useCreateFaqItem } from './faq-tags.api';
import { FaqTextField } from './faq-text-field';
import { faqFieldError } from './lib/faq-draft';

const t = tagsFaqTexts.faq;

/**
 * «Новый вопрос»: the server wants a question, so a new item starts from one. It is added on Enter, on
 * the button, or when a typed question is left; the answer and tags are filled in on the item itself.
 */
export function FaqAddRow({ section }: { section: ContentSection }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateFaqItem(section);
  // Leaving the field by clicking «Добавить вопрос» fires blur and submit: one POST only.
  const sending = useRef(false);

  const add = (fromBlur: boolean) => {
    if (sending.current || (fromBlur && question.trim() === '')) return;
    const invalid = faqFieldError('question', question);
    if (invalid) return setError(invalid);
    setError(undefined);
    sending.current = true;
    create.mutate(
      { question: question.trim() },
      {
        onSuccess: () => {
          setQuestion('');
          showSuccess(t.created);
        },
        onError: (failure) =>
          setError(
            (isApiError(failure) && failure.fieldErrors.find(({ path }) => path === 'question')?.message) ||
              errorText(failure),
          ),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <form
      className="faq-add"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        add(false);
      }}
    >
      <FaqTextField
        id={`${id}-new`}
        label={t.newQuestion}
        value={question}
        max={FAQ_QUESTION_MAX}
        error={error}
        placeholder={t.question}
        onChange={(value) => {
          setQuestion(value);
          if (error) setError(value.trim() === '' ? undefined : faqFieldError('question', value));
        }}
        onBlur={() => add(true)}
      />
      <small className="app-field__hint">{t.newQuestionHint}</small>
      <div>
        <Button type="submit" icon="pi pi-plus" label={t.add} outlined loading={create.isPending} />
      </div>
    </form>
  );
}
