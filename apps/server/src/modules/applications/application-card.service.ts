import type { ApplicationCard, ApplicationStatus } from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { toApplicationDto } from './application.mapper';
import type { ApplicationListRow } from './applications.list';
import {
  findApplicant,
  findApplicationCourse,
  findApplicationHistory,
  findApplicationService,
  findApplicationView,
} from './applications.repository';

export const APPLICATION_NOT_FOUND = 'Application not found';

type PersonColumns = { id: number | null; firstName: string | null; lastName: string | null };
const personRef = (person: PersonColumns | null) =>
  person?.id == null
    ? null
    : { id: person.id, firstName: person.firstName ?? '', lastName: person.lastName ?? '' };

/** `GET /api/applications/{id}`: the application, its applicant, its target and its history, oldest first. */
export async function getApplicationCard(db: Db, id: number): Promise<ApplicationCard> {
  const row = await findApplicationView(db, id);
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const application = toApplicationDto(row as unknown as ApplicationListRow);
  const [student, service, course, history] = await Promise.all([
    application.studentId === null ? undefined : findApplicant(db, application.studentId),
    application.serviceId === null ? undefined : findApplicationService(db, application.serviceId),
    application.courseId === null ? undefined : findApplicationCourse(db, application.courseId),
    findApplicationHistory(db, id),
  ]);
  return {
    ...application,
    student: student ?? null,
    service: service ?? null,
    course: course ?? null,
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
