import { isStudentSearchTooShort, STUDENT_SEARCH_MIN_LENGTH, texts } from '@school/contracts';
import { SearchInput } from '@/shared/lists/search-input';
import type { ListController } from '@/shared/lists/use-list-state';

const t = texts.students;

/**
 * The students' search box. A search none of whose words has 3 characters is not sent (the API would
 * refuse it); the hint under the box says what is missing and the table says why it is empty.
 */
export function StudentSearch<F extends string>({ list }: { list: ListController<F> }) {
  return (
    <div className="app-students-search">
      <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
      {isStudentSearchTooShort(list.search) && (
        <small className="app-field__hint" role="status">
          {t.searchTooShort(STUDENT_SEARCH_MIN_LENGTH)}
        </small>
      )}
    </div>
  );
}
