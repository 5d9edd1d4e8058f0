import { Dropdown } from 'primereact/dropdown';
import { fieldNote } from './field-note';
import type { FieldBinding } from './use-zod-form';

export type SelectOption = { label: string; value: string };

type SelectFieldProps = {
  field: FieldBinding;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  /** An empty choice ('') is allowed: a × clears it. */
  clearable?: boolean;
  disabled?: boolean;
  /** Words under the field while it has no error. */
  hint?: string;
};

/** A labelled dropdown bound to a useZodForm field (string values, like TextField). */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  clearable,
  disabled,
  hint,
}: SelectFieldProps) {
  const note = fieldNote(field, hint);
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{label}</label>
      <Dropdown
        inputId={field.id}
        // The <label> names the focusable input; the trigger button is named by the placeholder or this.
        ariaLabel={label}
        value={field.value || null}
        options={options}
        onChange={(event) => field.onChange(typeof event.value === 'string' ? event.value : '')}
        placeholder={placeholder}
        showClear={clearable && Boolean(field.value)}
        disabled={disabled}
        invalid={Boolean(field.error)}
        aria-describedby={note.describedBy}
        className="w-full"
      />
      {note.element}
    </div>
  );
}
