/** Undo after a destructive action (issue 32, item 3): a delete keeps its rows, «Отменить» puts them back. */
export {
  allowUndo,
  type ChangeUndo,
  changedMeanwhile,
  closeDeleteUndo,
  type DeleteUndo,
  defineUndo,
  keepRows,
  offerChangeUndo,
  offerDeleteUndo,
  putKeptRowsBack,
  putRowsBack,
  refusedIfChanged,
  type UndoPerformer,
  type UndoTable,
} from './undo.service';
