import { texts } from '@school/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useCoursePicker } from '../student-courses.api';

const t = texts.students;

type CoursePickerProps = {
  value: number | null;
  onChange: (courseId: number | null) => void;
  /** Courses not to offer (the ones the student has). */
  exclude?: ReadonlySet<number>;
  id?: string;
};

/** A course by name (the first 20 matches of `/api/courses`): the student's card and the bulk grant. */
export function CoursePicker({ value, onChange, exclude, id }: CoursePickerProps) {
  const [search, setSearch] = useState('');
  const picker = useCoursePicker(search);
  const options = (picker.data ?? [])
    .filter((course) => !exclude?.has(course.id))
    .map((course) => ({ label: course.name, value: course.id }));
  return (
    <Dropdown
      inputId={id}
      value={value}
      options={options}
      onChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      filter
      onFilter={(event) => setSearch(event.filter)}
      placeholder={t.accessPick}
      aria-label={t.accessPick}
      emptyMessage={texts.lists.nothingFound}
      emptyFilterMessage={texts.lists.nothingFound}
    />
  );
}
