import { texts } from '@school/contracts';
import { SearchInput } from './search-input';
import type { ListController } from './use-list-state';

/**
 * A search the API refuses until it is long enough (students: a word of 3 characters). The list does not
 * ask while it is too short; the box says what is missing and the table why it is empty.
 */
export type SearchMinimum = {
  isTooShort: (search: string) => boolean;
  /** Under the box: «Введите не меньше 3 символов». */
  hint: string;
  /** Instead of the table. */
  title: string;
  detail: string;
};

export type ListSearchOptions = { placeholder?: string; minimum?: SearchMinimum };

/** The list's search box (debounced, in the URL), with the minimum's hint under it when one applies. */
export function ListSearch<F extends string>({
  list,
  placeholder = texts.lists.searchPlaceholder,
  minimum,
}: ListSearchOptions & { list: ListController<F> }) {
  const box = <SearchInput value={list.search} onSearch={list.setSearch} placeholder={placeholder} />;
  if (!minimum) return box;
  return (
    <div className="app-list-search-field">
      {box}
      {minimum.isTooShort(list.search) && (
        <small className="app-field__hint" role="status">
          {minimum.hint}
        </small>
      )}
    </div>
  );
}
