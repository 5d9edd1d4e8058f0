/** A field's error under it, referenced by the input's aria-describedby. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <small id={id} className="p-error app-field__error">
      {message}
    </small>
  ) : null;
}
