import type { Application } from '@school/contracts';
import type { ApplicationListRow } from './applications.list';

/** A list row as the API's Application. */
export function toApplicationDto(row: ApplicationListRow): Application {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    studentId: row.studentId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    serviceId: row.serviceId,
    courseId: row.courseId,
    targetTitle: row.targetTitle,
    message: row.message,
    assignee: row.assignee?.id == null ? null : row.assignee,
    comment: row.comment,
    source: row.source,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    firstResponseAt: row.firstResponseAt,
    responseDueAt: row.responseDueAt,
    overdue: row.overdue,
    respondedLate: row.respondedLate,
  };
}
