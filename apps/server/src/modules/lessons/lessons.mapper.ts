import type { Lesson } from '@school/contracts';
import type { LessonRow } from '../../db/schema/lessons.table';
import { lessonFileUrl } from './lesson-file-url';
import type { LessonFileView } from './lessons.repository';

export function toLessonDto(
  row: LessonRow,
  courseId: number,
  files: LessonFileView[],
  canEdit: boolean,
): Lesson {
  return {
    id: row.id,
    moduleId: row.moduleId,
    courseId,
    name: row.name,
    videoUrl: row.videoUrl,
    content: row.contentHtml,
    position: row.position,
    files: files.map(({ name, file }) => ({
      id: file.id,
      name,
      url: lessonFileUrl(row.id, file.id),
      mimeType: file.mimeType,
      size: file.size,
    })),
    canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
