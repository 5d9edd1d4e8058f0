import { trashTexts as t } from '@school/contracts/texts/trash';
import { TRASH_SECTIONS } from '@school/contracts/trash';
import type { SelectOption } from '@/shared/forms/select-field';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import type { TrashFilter } from '../trash.api';

const sectionOptions: SelectOption[] = TRASH_SECTIONS.map((section) => ({
  label: t.sections[section],
  value: section,
}));

/** The section of the deleted records, in the URL. */
export function TrashFilters({ list }: { list: ListController<TrashFilter> }) {
  return <ListFilter list={list} name="section" label={t.filters.section} options={sectionOptions} />;
}
