import { type Course, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { InputSwitch } from 'primereact/inputswitch';
import { showSuccess } from '@/shared/toast/toast-store';
import { type CourseFlag, useSetCourseFlag } from '../course-workflow.api';

const n = texts.notices;
const FLAGS: {
  flag: CourseFlag;
  field: 'isVisible' | 'isOnMain' | 'isTop';
  label: string;
  on: string;
  off: string;
}[] = [
  {
    flag: 'main',
    field: 'isOnMain',
    label: coursesTexts.courses.onMain,
    on: n.courseOnMain,
    off: n.courseOffMain,
  },
  { flag: 'top', field: 'isTop', label: coursesTexts.courses.top, on: n.courseInTop, off: n.courseOutOfTop },
  {
    flag: 'view',
    field: 'isVisible',
    label: coursesTexts.courses.visible,
    on: n.courseShown,
    off: n.courseHidden,
  },
];

/** Admins: on the main page, in the TOP, shown on the site (spec §4); each switch saves at once. */
export function CourseFlags({ course }: { course: Course }) {
  const setFlag = useSetCourseFlag(course.id);
  return (
    <section className="card" aria-labelledby="course-flags-title">
      <h2 id="course-flags-title" className="app-card-title">
        {coursesTexts.course.flagsTitle}
      </h2>
      <p className="app-card-hint">{coursesTexts.course.flagsHint}</p>
      <ul className="app-switch-list">
        {FLAGS.map(({ flag, field, label, on, off }) => {
          const id = `course-flag-${flag}`;
          return (
            <li key={flag}>
              <label htmlFor={id}>{label}</label>
              <InputSwitch
                inputId={id}
                checked={course[field]}
                disabled={setFlag.isPending}
                onChange={(event) => {
                  const value = Boolean(event.value);
                  setFlag.mutate({ flag, value }, { onSuccess: () => showSuccess(value ? on : off) });
                }}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
