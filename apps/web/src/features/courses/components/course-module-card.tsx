import { type CourseModule, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { type DragItemProps, useDragReorder } from '@/shared/lib/use-drag-reorder';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { lessonCount } from '../lib/lesson-count';
import { LessonItem } from './lesson-item';

type CourseModuleCardProps = {
  module: CourseModule;
  courseId: number;
  index: number;
  count: number;
  editable: boolean;
  drag: DragItemProps | undefined;
  onMove: (from: number, to: number) => void;
  onMoveLesson: (from: number, to: number) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: () => void;
  onDeleteLesson: (lessonId: number, name: string) => void;
};

/** A module with its lessons in order; modules and lessons reorder by drag and drop or by the arrows. */
export function CourseModuleCard(props: CourseModuleCardProps) {
  const { module, courseId, index, count, editable, drag, onMove, onMoveLesson } = props;
  const lessonDrag = useDragReorder(`lessons-${module.id}`, onMoveLesson);
  const t = coursesTexts.course;

  return (
    <li className="app-module" aria-label={module.name} {...drag}>
      <div className="app-module__header">
        {editable && <i className="pi pi-bars app-drag-handle" aria-hidden="true" />}
        <div className="app-module__heading">
          <h3 className="app-module__title">
            {index + 1}. {module.name}
          </h3>
          <small className="text-color-secondary">{lessonCount(module.lessons.length)}</small>
        </div>
        {editable && (
          <span className="app-module__actions">
            <MoveButtons index={index} count={count} onMove={onMove} name={module.name} />
            <RowAction
              icon="pi-pencil"
              label={texts.lists.rename}
              name={module.name}
              size="small"
              onClick={props.onRename}
            />
            <RowAction
              icon="pi-trash"
              label={texts.lists.delete}
              name={module.name}
              size="small"
              severity="danger"
              onClick={props.onDelete}
            />
          </span>
        )}
      </div>
      {module.lessons.length === 0 ? (
        <p className="app-module__empty">{t.moduleEmpty}</p>
      ) : (
        <ol className="app-module__lessons">
          {module.lessons.map((lesson, lessonIndex) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              courseId={courseId}
              index={lessonIndex}
              count={module.lessons.length}
              editable={editable}
              drag={editable ? lessonDrag(lessonIndex) : undefined}
              onMove={onMoveLesson}
              onDelete={() => props.onDeleteLesson(lesson.id, lesson.name)}
            />
          ))}
        </ol>
      )}
      {editable && (
        <Button
          icon="pi pi-plus"
          label={t.addLesson}
          text
          size="small"
          className="align-self-start"
          aria-label={`${t.addLesson}: ${module.name}`}
          onClick={props.onAddLesson}
        />
      )}
    </li>
  );
}
