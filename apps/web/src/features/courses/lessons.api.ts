import {
  type Course,
  type Lesson,
  type LessonFile,
  type LessonUpdateBody,
  lessonSchema,
} from '@school/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { apiDownload } from '@/shared/api/api-transfer';
import { queryKeys } from '@/shared/api/query-keys';
import { saveFile } from '@/shared/lib/save-file';
import { LOADED } from './courses.api';

/** A lesson's own key, apart from its course's: opening another lesson leaves the course alone. */
export function lessonQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.lessons.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<Lesson>(`/lessons/${id}`, { schema: lessonSchema, expectStatus: LOADED, signal }),
  });
}

export function useLesson(id: number) {
  return useQuery(lessonQuery(id));
}

/** `PATCH /api/lessons/{id}`; the course's outline gets the new name, video flag and file count in place. */
export function useUpdateLesson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonUpdateBody) =>
      apiRequest(`/lessons/${id}`, { method: 'PATCH', body, schema: lessonSchema }),
    onSuccess: (lesson) => {
      queryClient.setQueryData(queryKeys.lessons.detail(id), lesson);
      queryClient.setQueryData<Course>(queryKeys.courses.detail(lesson.courseId), (course) =>
        course
          ? {
              ...course,
              modules: course.modules.map((module) => ({
                ...module,
                lessons: module.lessons.map((item) =>
                  item.id === lesson.id
                    ? {
                        ...item,
                        name: lesson.name,
                        hasVideo: Boolean(lesson.videoUrl),
                        fileCount: lesson.files.length,
                      }
                    : item,
                ),
              })),
            }
          : course,
      );
    },
  });
}

/** `GET /api/lessons/{id}/files`: every file of the lesson as one zip, saved under the server's name. */
export function useDownloadLessonZip(lesson: Pick<Lesson, 'id' | 'name'>) {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload(`/lessons/${lesson.id}/files`, `${lesson.name}.zip`);
      saveFile(blob, fileName);
    },
  });
}

/**
 * `GET /api/lessons/{id}/files/{fileId}`: one file, fetched with the token (a plain link would not send
 * it, and the server gives lesson files only to staff who may open the lesson), then saved by its name.
 */
export function useDownloadLessonFile(lessonId: number) {
  return useMutation({
    mutationFn: async (file: Pick<LessonFile, 'id' | 'name'>) => {
      const { blob, fileName } = await apiDownload(`/lessons/${lessonId}/files/${file.id}`, file.name);
      saveFile(blob, fileName);
    },
  });
}
