import { type CourseListItem, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useDeleteCourse } from '../courses.api';

/** «Удалить» on a course: asks first, then deletes with its modules and lessons. */
export function useConfirmDeleteCourse(onDeleted?: () => void) {
  const remove = useDeleteCourse();
  return (course: Pick<CourseListItem, 'id' | 'name'>) =>
    confirmAction({
      message: coursesTexts.courses.deleteConfirm(course.name),
      onAccept: () =>
        remove.mutate(course.id, {
          onSuccess: () => {
            showSuccess(texts.notices.courseDeleted);
            onDeleted?.();
          },
        }),
    });
}
