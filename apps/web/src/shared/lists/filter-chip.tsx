import { Button } from 'primereact/button';

type FilterChipProps = {
  /** What the filter narrows the list to, as the toolbar shows it («Созданы до …», «Ученики №12»). */
  label: string;
  /** What taking it off does, for a screen reader. */
  removeLabel: string;
  onRemove: () => void;
};

/** A filter a link brought that has no control of its own in the toolbar: shown, and removable with ×. */
export function FilterChip({ label, removeLabel, onRemove }: FilterChipProps) {
  return (
    <Button
      type="button"
      outlined
      size="small"
      icon="pi pi-times"
      iconPos="right"
      label={label}
      aria-label={removeLabel}
      className="align-self-end"
      onClick={onRemove}
    />
  );
}
