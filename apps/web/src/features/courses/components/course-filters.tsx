import { coursesTexts } from '@school/contracts/texts/courses';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { staffOptions, useStaffOptions } from '@/shared/staff/staff-options';
import { type CourseFilter, useDirectionOptions } from '../courses.api';
import { directionOptions, levelOptions, statusOptions } from '../lib/course-options';

type CourseFiltersProps = {
  list: ListController<CourseFilter>;
  /** Admins filter by author too (the staff list is theirs to read). */
  withAuthor?: boolean;
};

/** Status, direction, author and level filters of the course lists; each lives in the URL. */
export function CourseFilters({ list, withAuthor = false }: CourseFiltersProps) {
  const directions = useDirectionOptions();
  const authors = useStaffOptions('author', withAuthor);
  const t = coursesTexts.courses;
  return (
    <>
      <ListFilter list={list} name="status" label={t.status} options={statusOptions} />
      <ListFilter
        list={list}
        name="directionId"
        label={t.direction}
        options={directionOptions(directions.data)}
      />
      {withAuthor && (
        <ListFilter list={list} name="authorId" label={t.author} options={staffOptions(authors.data)} />
      )}
      <ListFilter list={list} name="level" label={t.level} options={levelOptions} />
    </>
  );
}
