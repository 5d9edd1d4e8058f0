import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { CoverField } from '../files/cover-field';
import { DateField } from '../forms/date-field';
import { fieldNote } from '../forms/field-note';
import { MoneyField } from '../forms/money-field';
import { SelectField } from '../forms/select-field';
import { TextField } from '../forms/text-field';
import type { FieldBinding } from '../forms/use-zod-form';
import type { RecordField } from './record-form';

type RecordFieldInputProps = {
  field: RecordField;
  binding: FieldBinding;
  autoFocus: boolean;
  disabled: boolean;
  /** A cover's preview URL, kept by the dialog beside the file id the form holds. */
  coverUrl: string | null;
  onCover: (cover: { id: number; url: string } | null) => void;
};

/** One field of a record's dialog, drawn by the shared form fields for its kind. */
export function RecordFieldInput({
  field,
  binding,
  autoFocus,
  disabled,
  coverUrl,
  onCover,
}: RecordFieldInputProps) {
  const { label, hint } = field;
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          field={binding}
          label={label}
          hint={hint}
          autoFocus={autoFocus}
          maxLength={field.maxLength}
          type={field.multiline ? 'textarea' : undefined}
        />
      );
    case 'select':
      return (
        <SelectField field={binding} label={label} options={field.options} disabled={disabled} hint={hint} />
      );
    case 'money':
      return <MoneyField field={binding} label={label} hint={hint} autoFocus={autoFocus} />;
    case 'date':
      return <DateField field={binding} label={label} hint={hint} />;
    case 'cover':
      return (
        <CoverField
          label={label}
          value={binding.value && coverUrl ? { id: Number(binding.value), url: coverUrl } : null}
          onChange={onCover}
          disabled={disabled}
        />
      );
    case 'number':
      return <NumberInput field={field} binding={binding} />;
    case 'switch':
      return <SwitchInput field={field} binding={binding} />;
  }
}

type InputProps = { field: RecordField; binding: FieldBinding };

/** A number, empty allowed («без лимита»). */
function NumberInput({ field, binding }: InputProps) {
  const note = fieldNote(binding, field.hint);
  const number = field.kind === 'number' ? field : undefined;
  return (
    <div className="app-field">
      <label htmlFor={binding.id}>{field.label}</label>
      <InputNumber
        inputId={binding.id}
        name={binding.name}
        value={binding.value === '' ? null : Number(binding.value)}
        onValueChange={(event) => binding.onChange(event.value == null ? '' : String(event.value))}
        locale="ru-RU"
        min={number?.min}
        max={number?.max}
        maxFractionDigits={number?.fractionDigits ?? 0}
        suffix={number?.suffix}
        invalid={Boolean(binding.error)}
        aria-invalid={Boolean(binding.error)}
        aria-describedby={note.describedBy}
        className="w-full"
        inputClassName="w-full"
      />
      {note.element}
    </div>
  );
}

/** A flag with its label beside the switch. */
function SwitchInput({ field, binding }: InputProps) {
  const note = fieldNote(binding, field.hint);
  return (
    <div className="app-field">
      <div className="flex align-items-center gap-3">
        <InputSwitch
          inputId={binding.id}
          checked={binding.value === 'true'}
          onChange={(event) => binding.onChange(String(Boolean(event.value)))}
          aria-describedby={note.describedBy}
        />
        <label htmlFor={binding.id}>{field.label}</label>
      </div>
      {note.element}
    </div>
  );
}
