import { texts } from '@school/contracts';
import { RowAction } from './row-action';

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
      <RowAction
        icon="pi-arrow-up"
        label={texts.lists.moveUp}
        name={name}
        size="small"
        tooltip
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <RowAction
        icon="pi-arrow-down"
        label={texts.lists.moveDown}
        name={name}
        size="small"
        tooltip
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </span>
  );
}
