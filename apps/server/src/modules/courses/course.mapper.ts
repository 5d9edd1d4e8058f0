import type { Course, CourseAuthor, CourseListItem, CourseStatusChange } from '@school/contracts';
import { fileUrl } from '../files';
import type { CourseAccess } from './course-access';
import type { CourseAuthorRow } from './course-authors.repository';
import type { CourseHistoryRow } from './course-history.repository';
import { toModuleDto } from './course-outline.mapper';
import type { ModuleTree } from './course-outline.repository';
import type { CourseListRow } from './courses.list';

export function toCourseAuthorDto(author: CourseAuthorRow): CourseAuthor {
  return {
    id: author.id,
    firstName: author.firstName,
    lastName: author.lastName,
    role: author.role,
    avatar: author.avatar ? fileUrl(author.avatar) : null,
  };
}

export function toCourseListItem(
  { row, direction, cover, moduleCount, lessonCount }: CourseListRow,
  authors: CourseAuthorRow[],
): CourseListItem {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    level: row.level,
    direction,
    coverFileId: row.coverFileId,
    cover: cover ? fileUrl(cover) : null,
    cost: Number(row.cost),
    costBeforeDiscount: Number(row.costBeforeDiscount),
    personalDiscount: Number(row.personalDiscount),
    moduleCount,
    lessonCount,
    isVisible: row.isVisible,
    isOnMain: row.isOnMain,
    isTop: row.isTop,
    authors: authors.map(toCourseAuthorDto),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toStatusChangeDto({ change, staff }: CourseHistoryRow): CourseStatusChange {
  return {
    id: change.id,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    comment: change.comment,
    at: change.at.toISOString(),
    staff,
  };
}

export interface CourseParts {
  listRow: CourseListRow;
  authors: CourseAuthorRow[];
  modules: ModuleTree[];
  history: CourseHistoryRow[];
  access: Pick<CourseAccess, 'canEdit' | 'allowedTransitions'>;
}

export function toCourseDto(parts: CourseParts): Course {
  const { row } = parts.listRow;
  return {
    ...toCourseListItem(parts.listRow, parts.authors),
    description: row.description,
    directionId: row.directionId,
    modules: parts.modules.map(toModuleDto),
    history: parts.history.map(toStatusChangeDto),
    allowedTransitions: parts.access.allowedTransitions,
    canEdit: parts.access.canEdit,
  };
}
