import { texts } from '@school/contracts';
import { Button } from 'primereact/button';

type MoveButtonsProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** What is moved, for screen readers: «Переместить выше: Модуль 1». */
  name: string;
  disabled?: boolean;
};

/** Keyboard-accessible reordering: the counterpart of drag and drop. */
export function MoveButtons({ index, count, onMove, name, disabled }: MoveButtonsProps) {
  return (
    <span className="app-move-buttons">
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        rounded
        size="small"
        aria-label={`${texts.lists.moveUp}: ${name}`}
        tooltip={texts.lists.moveUp}
        tooltipOptions={{ position: 'top', showDelay: 500 }}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        rounded
        size="small"
        aria-label={`${texts.lists.moveDown}: ${name}`}
        tooltip={texts.lists.moveDown}
        tooltipOptions={{ position: 'top', showDelay: 500 }}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </span>
  );
}
