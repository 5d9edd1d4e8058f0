import { texts, toIsoDay } from '@school/contracts';
import { Calendar } from 'primereact/calendar';
import { fromIsoDay } from '../lib/iso-day';
import type { FieldBinding } from './use-zod-form';

type DateFieldProps = {
  field: FieldBinding;
  label: string;
  minDate?: Date;
  maxDate?: Date;
};

/** A labelled day picker bound to a useZodForm field holding `YYYY-MM-DD` ('' when empty). */
export function DateField({ field, label, minDate, maxDate }: DateFieldProps) {
  const errorId = `${field.id}-error`;
  return (
    <div className="app-field">
      <label htmlFor={field.id}>{label}</label>
      <Calendar
        inputId={field.id}
        value={fromIsoDay(field.value)}
        onChange={(event) => field.onChange(event.value ? toIsoDay(event.value) : '')}
        dateFormat="dd.mm.yy"
        placeholder={texts.lists.dayPlaceholder}
        minDate={minDate}
        maxDate={maxDate}
        showIcon
        showButtonBar
        invalid={Boolean(field.error)}
        aria-describedby={field.error ? errorId : undefined}
        className="w-full"
      />
      {field.error && (
        <small id={errorId} className="p-error app-field__error">
          {field.error}
        </small>
      )}
    </div>
  );
}
