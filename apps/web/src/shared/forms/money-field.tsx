import { InputNumber } from 'primereact/inputnumber';
import type { ReactNode } from 'react';
import { fieldNote } from './field-note';
import type { FieldBinding } from './use-zod-form';

type MoneyFieldProps = {
  /** A useZodForm field (or one built like it): roubles as a string, '' when empty. */
  field: FieldBinding;
  label: string;
  /** The input stops there (the available balance); the form's schema still says why a sum is refused. */
  max?: number;
  /** Kopecks always shown (`1 234,50 ₽`); otherwise only when typed (`1 500 ₽`). */
  kopecks?: boolean;
  /** Words under the field while it has no error (the error takes their place). */
  hint?: string;
  autoFocus?: boolean;
  /** A button beside the input, e.g. «Всё» of the withdraw dialog. */
  addon?: ReactNode;
  /** The input keeps its own width instead of the row's (a lone field beside its «Сохранить»). */
  inline?: boolean;
};

/**
 * The one money input: a labelled PrimeReact InputNumber in ru-RU roubles (`1 500,50 ₽`), never below zero,
 * bound to a string field like TextField, with the Russian error (or the hint) underneath for screen readers.
 */
export function MoneyField({
  field,
  label,
  max,
  kopecks = false,
  hint,
  autoFocus,
  addon,
  inline = false,
}: MoneyFieldProps) {
  const note = fieldNote(field, hint);
  const input = (
    <InputNumber
      inputId={field.id}
      name={field.name}
      value={field.value === '' ? null : Number(field.value)}
      onValueChange={(event) => field.onChange(event.value == null ? '' : String(event.value))}
      mode="currency"
      currency="RUB"
      locale="ru-RU"
      minFractionDigits={kopecks ? 2 : 0}
      maxFractionDigits={2}
      min={0}
      max={max}
      invalid={Boolean(field.error)}
      aria-invalid={Boolean(field.error)}
      aria-describedby={note.describedBy}
      className={addon ? 'flex-1' : inline ? undefined : 'w-full'}
      inputClassName={inline ? undefined : 'w-full'}
      autoFocus={autoFocus}
    />
  );
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{label}</label>
      {addon ? (
        <div className="flex gap-2 align-items-start">
          {input}
          {addon}
        </div>
      ) : (
        input
      )}
      {note.element}
    </div>
  );
}
