import { tagsFaqTexts } from '@school/contracts/texts/tags-faq';
import { type ChangeEvent, useLayoutEffect, useRef } from 'react';

type FaqTextFieldProps = {
  id: string;
  label: string;
  value: string;
  max: number;
  error?: string;
  /** A textarea that grows with its text; `rows` is where it starts. */
  multiline?: boolean;
  rows?: number;
  /** Enter (without Shift) leaves the field, which saves it, instead of starting a new line. */
  enterLeaves?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/**
 * A text of an FAQ item: its label with a counter that is always in view, the field, the message under it.
 * No `maxLength` on purpose: a pasted text that is too long stays whole, red, with the limit's message,
 * instead of being cut without a word.
 */
const FIELD_SIZING = typeof CSS !== 'undefined' && CSS.supports?.('field-sizing', 'content');

export function FaqTextField({
  id,
  label,
  value,
  max,
  error,
  multiline,
  rows = 3,
  enterLeaves,
  placeholder,
  onChange,
  onBlur,
}: FaqTextFieldProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  // A textarea grows with its text so a long answer reads without a scrollbar: by CSS `field-sizing` where
  // the browser has it (it also refits when the width or the font changes), else measured on each change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits whenever the text changes
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element || FIELD_SIZING) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [value]);

  const over = value.length > max;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    placeholder,
    className: `p-inputtext p-component w-full${error ? ' p-invalid' : ''}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${errorId} ${counterId}` : counterId,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
  };
  return (
    <div className="faq-field">
      <div className="faq-field__label-row">
        <label htmlFor={id}>{label}</label>
        <small id={counterId} className={over ? 'faq-field__counter p-error' : 'faq-field__counter'}>
          {tagsFaqTexts.faq.counter(value.length, max)}
        </small>
      </div>
      {multiline ? (
        <textarea
          {...common}
          ref={textarea}
          rows={rows}
          className={`${common.className} p-inputtextarea`}
          onKeyDown={
            enterLeaves
              ? (event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    event.currentTarget.blur();
                  }
                }
              : undefined
          }
        />
      ) : (
        <input {...common} type="text" />
      )}
      {error && (
        <small id={errorId} className="p-error app-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
