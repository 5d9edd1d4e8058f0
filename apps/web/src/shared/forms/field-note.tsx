import type { FieldBinding } from './use-zod-form';

/**
 * What stands under a field: its Russian error, or else its hint — one element with an id the input names
 * in `aria-describedby`, so a screen reader reads the error or the hint with the field.
 */
export function fieldNote(field: FieldBinding, hint?: string) {
  const text = field.error ?? hint;
  const id = `${field.id}-${field.error ? 'error' : 'hint'}`;
  return {
    describedBy: text ? id : undefined,
    element: text ? (
      <small id={id} className={field.error ? 'p-error app-field__error' : 'app-field__hint'}>
        {text}
      </small>
    ) : null,
  };
}
