import type { ApplicationCard, ApplicationStatus } from '@school/contracts';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicationEvents, applications } from '../../db/schema/applications.table';
import { courses } from '../../db/schema/courses.table';
import { services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { isoTimestamp } from '../../lists';
import { toApplicationDto } from './application.mapper';
import { type ApplicationListRow, applicationsList } from './applications.list';

export const APPLICATION_NOT_FOUND = 'Application not found';

const eventAssignee = alias(staff, 'event_assignee');
const eventStaff = alias(staff, 'event_staff');

type PersonColumns = { id: number | null; firstName: string | null; lastName: string | null };
const personRef = (person: PersonColumns | null) =>
  person?.id == null
    ? null
    : { id: person.id, firstName: person.firstName ?? '', lastName: person.lastName ?? '' };

/** `GET /api/applications/{id}`: the application, its applicant, its target and its history, oldest first. */
export async function getApplicationCard(db: Db, id: number): Promise<ApplicationCard> {
  const [row] = await applicationsList.select(db).where(eq(applications.id, id));
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const application = toApplicationDto(row as unknown as ApplicationListRow);
  const [student, service, course, history] = await Promise.all([
    application.studentId === null
      ? []
      : db
          .select({
            id: students.id,
            firstName: students.firstName,
            lastName: students.lastName,
            email: students.email,
          })
          .from(students)
          .where(eq(students.id, application.studentId)),
    application.serviceId === null
      ? []
      : db
          .select({ id: services.id, name: services.name, adminId: services.staffId })
          .from(services)
          .where(eq(services.id, application.serviceId)),
    application.courseId === null
      ? []
      : db
          .select({ id: courses.id, name: courses.name })
          .from(courses)
          .where(eq(courses.id, application.courseId)),
    db
      .select({
        id: applicationEvents.id,
        type: applicationEvents.type,
        fromStatus: applicationEvents.fromStatus,
        toStatus: applicationEvents.toStatus,
        assignee: {
          id: eventAssignee.id,
          firstName: eventAssignee.firstName,
          lastName: eventAssignee.lastName,
        },
        staff: { id: eventStaff.id, firstName: eventStaff.firstName, lastName: eventStaff.lastName },
        comment: applicationEvents.comment,
        at: isoTimestamp(applicationEvents.at),
      })
      .from(applicationEvents)
      .leftJoin(eventAssignee, eq(applicationEvents.assigneeStaffId, eventAssignee.id))
      .leftJoin(eventStaff, eq(applicationEvents.staffId, eventStaff.id))
      .where(eq(applicationEvents.applicationId, id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
  ]);
  return {
    ...application,
    student: student[0] ?? null,
    service: service[0] ?? null,
    course: course[0] ?? null,
    history: history.map((event) => ({
      id: event.id,
      type: event.type,
      fromStatus: event.fromStatus as ApplicationStatus | null,
      toStatus: event.toStatus as ApplicationStatus | null,
      assignee: personRef(event.assignee),
      staff: personRef(event.staff),
      comment: event.comment,
      at: event.at as string,
    })),
  };
}
