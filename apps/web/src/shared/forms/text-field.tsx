import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Password } from 'primereact/password';
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

/** A labelled input with its Russian error message underneath, wired for screen readers. */
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
  const common = {
    id: field.id,
    name: field.name,
    value: field.value,
    autoFocus,
    maxLength,
    invalid: Boolean(field.error),
    'aria-invalid': Boolean(field.error),
    'aria-describedby': field.error ? errorId : undefined,
  };
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{label}</label>
      {type === 'password' ? (
        <Password
          inputId={field.id}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          feedback={false}
          toggleMask
          invalid={Boolean(field.error)}
          autoFocus={autoFocus}
          autoComplete={autoComplete}
          aria-invalid={Boolean(field.error)}
          aria-describedby={field.error ? errorId : undefined}
          className="w-full"
          inputClassName="w-full"
        />
      ) : type === 'textarea' ? (
        <InputTextarea
          {...common}
          rows={4}
          autoResize
          onChange={(event) => field.onChange(event.target.value)}
        />
      ) : (
        <InputText
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => field.onChange(event.target.value)}
        />
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
