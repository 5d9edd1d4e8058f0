import type { AuditSection } from '@school/contracts/audit';
import { z } from 'zod';
import type { SelectOption } from '../forms/select-field';

type FieldBase = {
  /** The body's key (and the item's, to fill the form when editing). */
  name: string;
  label: string;
  /** Words under the field while it has no error (every kind but `cover`, which says its own). */
  hint?: string;
};

/**
 * A field of a record's dialog, by what it edits. The dialog keeps every value as a string (useZodForm) and
 * turns them into the body the contracts' schema checks: the same schema as the server's, so its rules and
 * their Russian messages land under the fields before a request is sent.
 */
export type RecordField = FieldBase &
  (
    | { kind: 'text'; maxLength?: number; multiline?: boolean }
    | { kind: 'select'; options: SelectOption[] }
    /** Roubles (MoneyField, «1 500 ₽»). */
    | { kind: 'money' }
    /**
     * A number (a percent, a limit); empty is `null` (no limit). Whole unless `fractionDigits`; `suffix`
     * follows it in the input (« %»); `min`/`max` stop the input, the body schema still says why.
     */
    | { kind: 'number'; min?: number; max?: number; fractionDigits?: number; suffix?: string }
    /** A day `YYYY-MM-DD`; empty is `null`. */
    | { kind: 'date' }
    /** A flag; a new record starts with `byDefault` (true unless told). */
    | { kind: 'switch'; byDefault?: boolean }
    /** A cover image: the stored file's id, shown by the item's `url` field. */
    | { kind: 'cover'; url: string }
  );

/** The dialog of a section's records: the fields in order and the body schema of the contracts. */
export type RecordForm = {
  fields: RecordField[];
  /** The create's body schema (`promoCodeBodySchema`). */
  body: z.ZodType;
  /** The edit's, when it differs (a `.partial()` one). */
  update?: z.ZodType;
  /** The log's section of the records: editing one shows its «История изменений» (admins only). */
  history?: AuditSection;
};

type Values = Record<string, string>;

/** The form's strings for a new record (empty, switches at their default) or for the record edited. */
export function recordFormValues(fields: RecordField[], item: Record<string, unknown> | null): Values {
  const values: Values = {};
  for (const field of fields) {
    const value = item?.[field.name];
    if (field.kind === 'switch')
      values[field.name] = String(item ? Boolean(value) : (field.byDefault ?? true));
    else values[field.name] = value == null ? '' : String(value);
  }
  return values;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** One field's string as the body carries it. */
function bodyValue(field: RecordField, value: string): unknown {
  switch (field.kind) {
    case 'text':
      return value;
    case 'select':
    case 'date':
      return blankToNull(value);
    case 'money':
    case 'number':
    case 'cover':
      return value.trim() === '' ? null : Number(value);
    case 'switch':
      return value === 'true';
  }
}

/** The strings → the body, checked by the contracts' schema (its issues keep the fields' names as paths). */
export function recordFormSchema(fields: RecordField[], body: z.ZodType): z.ZodType<unknown, Values> {
  return z
    .record(z.string(), z.string())
    .transform((values) =>
      Object.fromEntries(fields.map((field) => [field.name, bodyValue(field, values[field.name] ?? '')])),
    )
    .pipe(body as z.ZodType<unknown, Record<string, unknown>>) as unknown as z.ZodType<unknown, Values>;
}
