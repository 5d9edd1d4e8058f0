import type { CourseModule } from '@school/contracts';
import type { ModuleTree } from './course-outline.repository';

export function toModuleDto({ row, lessons }: ModuleTree): CourseModule {
  return {
    id: row.id,
    courseId: row.courseId,
    name: row.name,
    position: row.position,
    lessons: lessons.map((lesson) => ({ ...lesson, hasVideo: Boolean(lesson.hasVideo) })),
  };
}
