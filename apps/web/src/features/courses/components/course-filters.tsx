import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import type { SelectOption } from '../../../shared/forms/select-field';
import type { ListController } from '../../../shared/lists/use-list-state';
import { type CourseFilter, useAuthorOptions, useDirectionOptions } from '../courses.api';
import { directionOptions, levelOptions, staffOptions, statusOptions } from '../lib/course-options';

type CourseFiltersProps = {
  list: ListController<CourseFilter>;
  /** Admins filter by author too (the staff list is theirs to read). */
  withAuthor?: boolean;
};

type FilterProps = {
  list: ListController<CourseFilter>;
  name: CourseFilter;
  label: string;
  options: SelectOption[];
};

function Filter({ list, name, label, options }: FilterProps) {
  return (
    <Dropdown
      value={list.filters[name] ?? null}
      options={options}
      onChange={(event) => list.setFilter(name, typeof event.value === 'string' ? event.value : null)}
      placeholder={`${label}: ${texts.lists.all.toLowerCase()}`}
      aria-label={label}
      showClear={Boolean(list.filters[name])}
      filter={options.length > 8}
    />
  );
}

/** Status, direction, author and level filters of the course lists; each lives in the URL. */
export function CourseFilters({ list, withAuthor = false }: CourseFiltersProps) {
  const directions = useDirectionOptions();
  const authors = useAuthorOptions(withAuthor);
  const t = texts.courses;
  return (
    <>
      <Filter list={list} name="status" label={t.status} options={statusOptions} />
      <Filter
        list={list}
        name="directionId"
        label={t.direction}
        options={directionOptions(directions.data)}
      />
      {withAuthor && (
        <Filter list={list} name="authorId" label={t.author} options={staffOptions(authors.data)} />
      )}
      <Filter list={list} name="level" label={t.level} options={levelOptions} />
    </>
  );
}
