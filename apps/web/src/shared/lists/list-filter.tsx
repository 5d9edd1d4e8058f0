import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import type { SelectOption } from '../forms/select-field';
import type { ListController } from './use-list-state';

type ListFilterProps<F extends string> = {
  list: ListController<F>;
  name: F;
  label: string;
  options: SelectOption[];
};

/** One filter of a list toolbar: a dropdown whose value lives in the URL; empty means «все». */
export function ListFilter<F extends string>({ list, name, label, options }: ListFilterProps<F>) {
  return (
    <Dropdown
      value={list.filters[name] ?? null}
      options={options}
      onChange={(event) => list.setFilter(name, typeof event.value === 'string' ? event.value : null)}
      placeholder={`${label}: ${texts.lists.all.toLowerCase()}`}
      aria-label={label}
      showClear={Boolean(list.filters[name])}
      filter={options.length > 8}
      // The search box a long list gets is named too (axe: form elements must have labels).
      pt={{ filterInput: { 'aria-label': texts.lists.searchIn(label) } }}
      emptyFilterMessage={texts.lists.nothingFound}
    />
  );
}
