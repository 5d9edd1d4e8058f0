import { STUDENT_STATUS, type Student, texts } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/shared/api/query-keys';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useDeleteStudent, useSetStudentStatus } from '../students.api';
import { studentName } from './student-text';

const t = texts.students;

/** Block / unblock and delete, each asking first where it hurts and ending in its toast (spec §8). */
export function useStudentActions() {
  const setStatus = useSetStudentStatus();
  const remove = useDeleteStudent();
  const queryClient = useQueryClient();

  const toggleBlock = (student: Student) => {
    if (student.status === STUDENT_STATUS.blocked) {
      setStatus.mutate(
        { id: student.id, status: STUDENT_STATUS.active },
        { onSuccess: () => showSuccess(texts.notices.userUnblocked) },
      );
      return;
    }
    confirmAction({
      message: t.blockConfirm(studentName(student)),
      onAccept: () =>
        setStatus.mutate(
          { id: student.id, status: STUDENT_STATUS.blocked },
          { onSuccess: () => showSuccess(texts.notices.userBlocked) },
        ),
    });
  };

  const confirmDelete = (student: Student, onDeleted?: () => void) =>
    confirmAction({
      message: t.deleteConfirm(studentName(student)),
      onAccept: () =>
        remove.mutate(student.id, {
          // «Отменить» for 10 s; later the student is in «Корзина» for 30 days.
          onSuccess: ({ undo }) => {
            showUndo(texts.notices.userDeleted, undo, () =>
              queryClient.invalidateQueries({ queryKey: queryKeys.students.all }),
            );
            onDeleted?.();
          },
        }),
    });

  return { toggleBlock, confirmDelete, busy: setStatus.isPending || remove.isPending };
}
