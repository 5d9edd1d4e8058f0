/** Undo after a destructive action (issue 32, item 3): a delete keeps its rows, «Отменить» puts them back. */
export { allowUndo, type DeleteUndo, offerDeleteUndo, type UndoTable } from './undo.service';
