import { type Course, texts, type UndoOffer } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { moveItem } from '@/shared/lib/move-item';
import { useDragReorder } from '@/shared/lib/use-drag-reorder';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import {
  useCreateLesson,
  useCreateModule,
  useDeleteLesson,
  useDeleteModule,
  useRenameModule,
  useReorderCourse,
  useReorderLessons,
} from '../course-structure.api';
import { CourseModuleCard } from './course-module-card';
import { NameDialog } from './name-dialog';

type Naming =
  | { kind: 'module' }
  | { kind: 'rename'; id: number; name: string }
  | { kind: 'lesson'; moduleId: number };

/** «Модули и уроки»: add, rename, delete and reorder; the order is saved through the index endpoints. */
export function CourseStructure({ course }: { course: Course }) {
  const [naming, setNaming] = useState<Naming | null>(null);
  const createModule = useCreateModule(course.id);
  const renameModule = useRenameModule(course.id);
  const deleteModule = useDeleteModule(course.id);
  const createLesson = useCreateLesson(course.id);
  const deleteLesson = useDeleteLesson(course.id);
  const reorderCourse = useReorderCourse(course.id);
  const queryClient = useQueryClient();
  const reorderLessons = useReorderLessons(course.id);
  const t = coursesTexts.course;
  const editable = course.canEdit;

  /** «Отменить» of a new order or a delete: the course is read again once it is undone. */
  const offerUndo =
    (notice: string) =>
    ({ undo }: { undo: UndoOffer }) =>
      showUndo(notice, undo, () =>
        queryClient.invalidateQueries({ queryKey: queryKeys.courses.detail(course.id) }),
      );
  const moveModule = (from: number, to: number) =>
    reorderCourse.mutate(moveItem(course.modules, from, to), {
      onSuccess: offerUndo(texts.notices.orderSaved),
    });
  const moveLesson = (moduleId: number) => (from: number, to: number) =>
    reorderLessons.mutate(
      {
        moduleId,
        modules: course.modules.map((module) =>
          module.id === moduleId ? { ...module, lessons: moveItem(module.lessons, from, to) } : module,
        ),
      },
      { onSuccess: offerUndo(texts.notices.orderSaved) },
    );
  const moduleDrag = useDragReorder('modules', moveModule);

  const dialog = () => {
    if (!naming) return null;
    const close = () => setNaming(null);
    if (naming.kind === 'rename') {
      return (
        <NameDialog
          title={t.renameModuleTitle}
          label={t.moduleName}
          initial={naming.name}
          onClose={close}
          onSubmit={(name) =>
            renameModule
              .mutateAsync({ id: naming.id, name })
              .then(() => showSuccess(texts.notices.moduleUpdated))
          }
        />
      );
    }
    if (naming.kind === 'lesson') {
      return (
        <NameDialog
          title={t.newLessonTitle}
          label={t.lessonName}
          onClose={close}
          onSubmit={(name) =>
            createLesson
              .mutateAsync({ moduleId: naming.moduleId, name })
              .then(() => showSuccess(texts.notices.lessonCreated))
          }
        />
      );
    }
    return (
      <NameDialog
        title={t.newModuleTitle}
        label={t.moduleName}
        onClose={close}
        onSubmit={(name) =>
          createModule.mutateAsync(name).then(() => showSuccess(texts.notices.moduleCreated))
        }
      />
    );
  };

  return (
    <section className="card" aria-labelledby="course-structure-title">
      <div className="flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <h2 id="course-structure-title" className="app-card-title">
            {t.structureTitle}
          </h2>
          {editable && <p className="app-card-hint">{t.structureHint}</p>}
        </div>
        {editable && (
          <Button icon="pi pi-plus" label={t.addModule} onClick={() => setNaming({ kind: 'module' })} />
        )}
      </div>
      {course.modules.length === 0 ? (
        <p className="text-color-secondary">{t.structureEmpty}</p>
      ) : (
        <ol className="app-modules">
          {course.modules.map((module, index) => (
            <CourseModuleCard
              key={module.id}
              module={module}
              courseId={course.id}
              index={index}
              count={course.modules.length}
              editable={editable}
              drag={editable ? moduleDrag(index) : undefined}
              onMove={moveModule}
              onMoveLesson={moveLesson(module.id)}
              onRename={() => setNaming({ kind: 'rename', id: module.id, name: module.name })}
              onAddLesson={() => setNaming({ kind: 'lesson', moduleId: module.id })}
              onDelete={() =>
                confirmAction({
                  message: t.deleteModuleConfirm(module.name),
                  onAccept: () =>
                    deleteModule.mutate(module.id, { onSuccess: offerUndo(texts.notices.moduleDeleted) }),
                })
              }
              onDeleteLesson={(lessonId, name) =>
                confirmAction({
                  message: t.deleteLessonConfirm(name),
                  onAccept: () =>
                    deleteLesson.mutate(lessonId, { onSuccess: offerUndo(texts.notices.lessonDeleted) }),
                })
              }
            />
          ))}
        </ol>
      )}
      {dialog()}
    </section>
  );
}
