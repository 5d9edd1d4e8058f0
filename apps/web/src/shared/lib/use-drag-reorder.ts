import { type DragEvent, useState } from 'react';

// Which list a drag started in: a lesson dropped on a module (or another module's lesson) is ignored.
let dragging: { group: string; index: number } | null = null;

export type DragItemProps = {
  draggable: true;
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
  'data-drop-target'?: boolean;
};

/**
 * Native HTML5 drag and drop for a vertical list; `group` names the list. Pair it with MoveButtons so the
 * same reordering works from the keyboard.
 */
export function useDragReorder(group: string, onMove: (from: number, to: number) => void) {
  const [over, setOver] = useState<number | null>(null);

  return (index: number): DragItemProps => ({
    draggable: true,
    onDragStart: (event) => {
      event.stopPropagation();
      dragging = { group, index };
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', `${group}:${index}`);
    },
    onDragOver: (event) => {
      if (dragging?.group !== group) return;
      event.preventDefault();
      event.stopPropagation();
      setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event) => {
      if (dragging?.group !== group) return;
      event.preventDefault();
      event.stopPropagation();
      const from = dragging.index;
      dragging = null;
      setOver(null);
      if (from !== index) onMove(from, index);
    },
    onDragEnd: () => {
      dragging = null;
      setOver(null);
    },
    'data-drop-target': over === index || undefined,
  });
}
