import { type ChangeEvent, type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { PasswordInput } from './password-input';
import type { FieldBinding } from './use-zod-form';

type TextFieldProps = {
  field: FieldBinding;
  label: string;
  type?: 'text' | 'email' | 'password' | 'textarea';
  autoComplete?: string;
  autoFocus?: boolean;
  hint?: string;
  maxLength?: number;
};

/** A textarea that grows with its text, as PrimeReact's `autoResize` did. */
function GrowingTextarea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refits whenever the text changes
  useLayoutEffect(() => {
    const textarea = ref.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${textarea.scrollHeight}px`;
  }, [props.value]);
  return <textarea {...props} ref={ref} rows={4} />;
}

/**
 * A labelled input with its Russian error message underneath, wired for screen readers. Plain elements in
 * PrimeReact's input classes (the theme draws them alike), so a form needs no component kit: the sign-in
 * page shows without downloading one.
 */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
  hint,
  maxLength,
}: TextFieldProps) {
  const errorId = `${field.id}-error`;
  const classes = [
    'p-inputtext p-component w-full',
    field.value && 'p-filled',
    field.error && 'p-invalid',
    type === 'textarea' && 'p-inputtextarea p-inputtextarea-resizable',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id: field.id,
    name: field.name,
    value: field.value,
    autoFocus,
    autoComplete,
    maxLength,
    className: classes,
    'aria-invalid': Boolean(field.error),
    'aria-describedby': field.error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.onChange(event.target.value),
  };
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{label}</label>
      {type === 'password' ? (
        <PasswordInput {...common} />
      ) : type === 'textarea' ? (
        <GrowingTextarea {...common} />
      ) : (
        <input {...common} type={type} />
      )}
      {field.error ? (
        <small id={errorId} className="p-error app-field__error">
          {field.error}
        </small>
      ) : (
        hint && <small className="app-field__hint">{hint}</small>
      )}
    </div>
  );
}
