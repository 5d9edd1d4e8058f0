import { trashTexts as t } from '@school/contracts/texts/trash';
import type { TrashItem } from '@school/contracts/trash';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { trashColumns } from './components/trash-columns';
import { TrashFilters } from './components/trash-filters';
import { TRASH_FILTERS, type TrashFilter, useTrashItems } from './trash.api';

/** /trash: the newest deletes first, the section in the URL; few rows (30 days of deletes), no search. */
export const TRASH_LIST: ListDeclaration<TrashItem, TrashFilter> = {
  url: { filters: TRASH_FILTERS, defaultSort: 'deletedAt:desc' },
  useItems: useTrashItems,
  label: t.listTitle,
  columns: trashColumns,
  Filters: TrashFilters,
  search: false,
};
