import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { useChosenCourse, useCourseOptions } from '../course-picker.api';

type CourseFilterProps = { value: string | undefined; onChange: (courseId: string | null) => void };

/** «Курс»: a searchable pick of one course; its id lives in the URL (`courseId`). */
export function CourseFilter({ value, onChange }: CourseFilterProps) {
  const t = texts.payments;
  const [search, setSearch] = useState('');
  const courses = useCourseOptions(useDebouncedValue(search, 300));
  const chosenId = value ? Number(value) : undefined;
  const listed = courses.data?.some((course) => course.id === chosenId);
  const chosen = useChosenCourse(listed ? undefined : chosenId);
  const options = useMemo(() => {
    const items = (courses.data ?? []).map((course) => ({ label: course.name, value: String(course.id) }));
    if (value && chosen.data && !items.some((item) => item.value === value)) {
      items.unshift({ label: chosen.data.name, value });
    }
    return items;
  }, [courses.data, chosen.data, value]);

  return (
    <Dropdown
      value={value ?? null}
      options={options}
      onChange={(event) => onChange(typeof event.value === 'string' ? event.value : null)}
      filter
      onFilter={(event) => setSearch(event.filter)}
      placeholder={t.coursePick}
      aria-label={t.courseFilter}
      ariaLabel={t.courseFilter}
      showClear={Boolean(value)}
      emptyMessage={texts.lists.nothingFound}
      emptyFilterMessage={texts.lists.nothingFound}
      className="app-course-filter"
    />
  );
}
