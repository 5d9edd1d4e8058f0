import { texts, toIsoDay } from '@school/contracts';
import { Calendar } from 'primereact/calendar';
import { fromIsoDay } from '../lib/iso-day';
import { fieldNote } from './field-note';
import type { FieldBinding } from './use-zod-form';

type DateFieldProps = {
  field: FieldBinding;
  label: string;
  minDate?: Date;
  maxDate?: Date;
  /** Words under the field while it has no error («Пусто — бессрочно»). */
  hint?: string;
};

/** A labelled day picker bound to a useZodForm field holding `YYYY-MM-DD` ('' when empty). */
export function DateField({ field, label, minDate, maxDate, hint }: DateFieldProps) {
  const note = fieldNote(field, hint);
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
        aria-describedby={note.describedBy}
        className="w-full"
      />
      {note.element}
    </div>
  );
}
