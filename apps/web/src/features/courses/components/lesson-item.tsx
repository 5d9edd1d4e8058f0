import { type LessonSummary, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Link } from 'react-router';
import type { DragItemProps } from '@/shared/lib/use-drag-reorder';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';

type LessonItemProps = {
  lesson: LessonSummary;
  courseId: number;
  index: number;
  count: number;
  editable: boolean;
  drag: DragItemProps | undefined;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
};

/** One lesson in a module: a link to its page, what it has, and (when editable) move and delete. */
export function LessonItem({
  lesson,
  courseId,
  index,
  count,
  editable,
  drag,
  onMove,
  onDelete,
}: LessonItemProps) {
  return (
    <li className="app-lesson-item" {...drag}>
      {editable && <i className="pi pi-bars app-drag-handle" aria-hidden="true" />}
      <span className="app-lesson-item__number">{index + 1}.</span>
      <Link to={`/courses/${courseId}/${lesson.id}`} className="app-lesson-item__name" draggable={false}>
        {lesson.name}
      </Link>
      <span className="app-lesson-item__meta">
        {lesson.hasVideo && (
          <i
            className="pi pi-video"
            title={coursesTexts.course.video}
            role="img"
            aria-label={coursesTexts.course.video}
          />
        )}
        {lesson.fileCount > 0 && (
          <span title={coursesTexts.course.files}>
            <i className="pi pi-paperclip" aria-hidden="true" /> {lesson.fileCount}
          </span>
        )}
      </span>
      {editable && (
        <span className="app-lesson-item__actions">
          <MoveButtons index={index} count={count} onMove={onMove} name={lesson.name} />
          <RowAction
            icon="pi-trash"
            label={texts.lists.delete}
            name={lesson.name}
            size="small"
            severity="danger"
            onClick={onDelete}
          />
        </span>
      )}
    </li>
  );
}
