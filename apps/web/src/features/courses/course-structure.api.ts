import {
  type Course,
  type CourseIndexBody,
  courseModuleReorderResponseSchema,
  courseModuleSchema,
  courseReorderResponseSchema,
  lessonSchema,
  recordDeleteResponseSchema,
} from '@school/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { useCourseCacheUpdate } from './courses.api';

/** Modules and lessons of one course: every change refetches the course (its counts and order). */
function useStructureMutation<V, R = unknown>(courseId: number, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.courses.lists() });
    },
  });
}

export function useCreateModule(courseId: number) {
  return useStructureMutation(courseId, (name: string) =>
    apiRequest(`/courses/${courseId}/modules`, {
      method: 'POST',
      body: { name },
      schema: courseModuleSchema,
    }),
  );
}

export function useRenameModule(courseId: number) {
  return useStructureMutation(courseId, ({ id, name }: { id: number; name: string }) =>
    apiRequest(`/modules/${id}`, { method: 'PATCH', body: { name }, schema: courseModuleSchema }),
  );
}

export function useDeleteModule(courseId: number) {
  return useStructureMutation(courseId, (id: number) =>
    apiRequest(`/modules/${id}`, { method: 'DELETE', schema: recordDeleteResponseSchema }),
  );
}

export function useCreateLesson(courseId: number) {
  return useStructureMutation(courseId, ({ moduleId, name }: { moduleId: number; name: string }) =>
    apiRequest(`/modules/${moduleId}/lessons`, { method: 'POST', body: { name }, schema: lessonSchema }),
  );
}

export function useDeleteLesson(courseId: number) {
  return useStructureMutation(courseId, (id: number) =>
    apiRequest(`/lessons/${id}`, { method: 'DELETE', schema: recordDeleteResponseSchema }),
  );
}

/** Shows a new order at once; the server's answer (or a refetch after a failure) settles it. */
function useOptimisticOrder(courseId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.courses.detail(courseId);
  return {
    apply: (modules: Course['modules']) => {
      const before = queryClient.getQueryData<Course>(key);
      if (before) queryClient.setQueryData<Course>(key, { ...before, modules });
    },
    rollback: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/** `PATCH /api/courses/{id}/index`: the whole module order (with each module's lessons), and its «Отменить». */
export function useReorderCourse(courseId: number) {
  const order = useOptimisticOrder(courseId);
  const update = useCourseCacheUpdate();
  return useMutation({
    mutationFn: (modules: Course['modules']) => {
      order.apply(modules);
      const body: CourseIndexBody = {
        indexesData: modules.map((module) => ({
          moduleId: module.id,
          lessonIds: module.lessons.map((lesson) => lesson.id),
        })),
      };
      return apiRequest(`/courses/${courseId}/index`, {
        method: 'PATCH',
        body,
        schema: courseReorderResponseSchema,
      });
    },
    // The course goes to the cache; the answer's «Отменить» is the page's to offer.
    onSuccess: ({ undo: _undo, ...course }) => update(course),
    onError: order.rollback,
  });
}

/** `PATCH /api/modules/{id}/index`: the lesson order inside one module, and its «Отменить». */
export function useReorderLessons(courseId: number) {
  const order = useOptimisticOrder(courseId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ modules, moduleId }: { modules: Course['modules']; moduleId: number }) => {
      order.apply(modules);
      const lessonIds = modules.find((module) => module.id === moduleId)?.lessons.map((lesson) => lesson.id);
      return apiRequest(`/modules/${moduleId}/index`, {
        method: 'PATCH',
        body: { lessonIds: lessonIds ?? [] },
        schema: courseModuleReorderResponseSchema,
      });
    },
    // The module goes to the cache; the answer's «Отменить» is the page's to offer.
    onSuccess: ({ undo: _undo, ...module }) =>
      queryClient.setQueryData<Course>(queryKeys.courses.detail(courseId), (course) =>
        course
          ? { ...course, modules: course.modules.map((m) => (m.id === module.id ? module : m)) }
          : course,
      ),
    onError: order.rollback,
  });
}
